import { businessDateOf } from '@oms/contracts';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate } from 'react-router-dom';
import { catalogueQuery } from '../catalogue/queries';
import { defaultOrdersRange } from '../ordering/ordersRange';
import { basketQuery, ordersQuery } from '../ordering/queries';
import { venueListQuery, venueQuery } from '../venues/queries';
import { AppLayout } from './AppLayout';
import { LoadingState } from './LoadingState';
import { NotFoundPage } from './NotFoundPage';
import { queryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function venueIdOf({ params }: LoaderFunctionArgs): string {
  if (!params.venueId) throw new Response('Venue not found', { status: 404, statusText: 'Venue not found' });
  return params.venueId;
}

/** Starts a page's data while its code chunk downloads; the page shows its own loading state. */
function prefetch(startQuery: (venueId: string) => Promise<void>) {
  return (args: LoaderFunctionArgs) => {
    void startQuery(venueIdOf(args));
    return null;
  };
}

const venuesArea = () => import('../venues/venuesArea');
const orderingArea = () => import('../ordering/orderingArea');
const catalogueArea = () => import('../catalogue/catalogueArea');

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => <LoadingState label="Loading OMS" />,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, element: <Navigate to="/venues" replace /> },
          {
            path: 'venues',
            loader: () => {
              void queryClient.prefetchQuery(venueListQuery());
              return null;
            },
            lazy: async () => ({ Component: (await venuesArea()).VenueListPage }),
          },
          {
            path: 'v/:venueId',
            // The header and tabs need the venue; an unknown venue should fail here, before any tab renders.
            loader: async (args) => {
              await queryClient.ensureQueryData(venueQuery(venueIdOf(args)));
              return null;
            },
            lazy: async () => ({ Component: (await venuesArea()).VenueShell }),
            children: [
              { index: true, element: <Navigate to="purchasing/orders" replace /> },
              {
                path: 'purchasing',
                lazy: async () => ({ Component: (await orderingArea()).PurchasingShell }),
                children: [
                  { index: true, element: <Navigate to="orders" replace /> },
                  {
                    path: 'orders',
                    loader: prefetch((venueId) =>
                      queryClient.prefetchQuery(ordersQuery(venueId, defaultOrdersRange(businessDateOf(new Date())))),
                    ),
                    lazy: async () => ({ Component: (await orderingArea()).OrdersPage }),
                  },
                  {
                    path: 'basket',
                    loader: prefetch((venueId) => queryClient.prefetchQuery(basketQuery(venueId))),
                    lazy: async () => ({ Component: (await orderingArea()).BasketPage }),
                  },
                ],
              },
              {
                path: 'catalogue',
                loader: prefetch((venueId) => queryClient.prefetchQuery(catalogueQuery(venueId))),
                lazy: async () => ({ Component: (await catalogueArea()).CataloguePage }),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
