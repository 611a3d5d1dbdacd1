import { businessDateOf } from '@oms/contracts';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router-dom';
import { catalogueQuery } from '../catalogue/queries';
import { defaultGrossProfitRange, grossProfitQuery } from '../grossProfit/queries';
import { homeRedirect, signedIn, signedOutOnly, signInPathFor, venueSide } from '../identity/authGuards';
import { identityKeys } from '../identity/queries';
import { uploadedInvoicesQuery } from '../invoices/dashboard/queries';
import { creditQuery } from '../invoices/queries';
import { orderedProductsQuery, receiptingFilterOf, spendOverTimeQuery } from '../ordering/analytics/queries';
import { orderFiltersOf } from '../ordering/filters/useOrderFilters';
import { defaultOrdersRange } from '../ordering/ordersRange';
import { basketQuery, orderDaysQuery } from '../ordering/queries';
import { shoppingListQuery } from '../shoppingLists/queries';
import { planPricesQuery, planUsageQuery, subscriptionQuery } from '../subscriptions/queries';
import { venueListQuery, venueListSearchOf, venueQuery, venueSettingsQuery } from '../venues/queries';
import { venueSuppliersQuery } from '../venues/suppliers/queries';
import { AppLayout } from './AppLayout';
import { LoadingState } from './LoadingState';
import { NotFoundPage } from './NotFoundPage';
import { queryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { onSignedOut } from './sessionExpiry';

function venueIdOf({ params }: LoaderFunctionArgs): string {
  if (!params.venueId) throw new Response('Venue not found', { status: 404, statusText: 'Venue not found' });
  return params.venueId;
}

/** Starts a page's data while its code chunk downloads; the page shows its own loading state. */
function prefetch(startQuery: (venueId: string) => Promise<void>) {
  return venueSide((args: LoaderFunctionArgs) => {
    void startQuery(venueIdOf(args));
    return null;
  });
}

/** As `prefetch`, for the tabs whose data follows the filters in the address. */
function prefetchFiltered(startQuery: (venueId: string, search: URLSearchParams) => Promise<void>) {
  return venueSide((args: LoaderFunctionArgs) => {
    void startQuery(venueIdOf(args), new URL(args.request.url).searchParams);
    return null;
  });
}

const identityArea = () => import('../identity/identityArea');
const venuesArea = () => import('../venues/venuesArea');
const orderingArea = () => import('../ordering/orderingArea');
const catalogueArea = () => import('../catalogue/catalogueArea');
const shoppingListsArea = () => import('../shoppingLists/shoppingListsArea');
const adminArea = () => import('../admin/adminArea');
const privacyArea = () => import('../privacy/privacyArea');
const supplierArea = () => import('../supplierPortal/supplierArea');
const coPilotArea = () => import('../coPilot/coPilotArea');
const checklistArea = () => import('../ordering/checklist/checklistArea');
/** Charts (nivo) load only with the ordered products and spend tabs. */
const purchasingAnalyticsArea = () => import('../ordering/analytics/analyticsArea');
const invoicesArea = () => import('../invoices/invoicesArea');
const subscriptionsArea = () => import('../subscriptions/subscriptionsArea');
const specialPurchasesArea = () => import('../specialPurchases/specialPurchasesArea');
const receiptingArea = () => import('../receipting/receiptingArea');
const stockTakesArea = () => import('../stockTakes/stockTakesArea');
const menuBuilderArea = () => import('../recipes/menuBuilderArea');
const grossProfitArea = () => import('../grossProfit/grossProfitArea');
const invoicesDashboardArea = () => import('../invoices/dashboard/invoicesDashboardArea');
const integrationsArea = () => import('../integrations/integrationsArea');

const purchasingRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="orders" replace /> },
  {
    path: 'orders',
    loader: prefetch((venueId) =>
      queryClient.prefetchQuery(orderDaysQuery(venueId, defaultOrdersRange(businessDateOf(new Date())))),
    ),
    lazy: async () => ({ Component: (await orderingArea()).OrdersPage }),
  },
  {
    path: 'basket',
    loader: prefetch((venueId) => queryClient.prefetchQuery(basketQuery(venueId))),
    lazy: async () => ({ Component: (await orderingArea()).BasketPage }),
  },
  {
    path: 'gross-profit',
    loader: prefetch((venueId) =>
      queryClient.prefetchQuery(grossProfitQuery(venueId, defaultGrossProfitRange(businessDateOf(new Date())))),
    ),
    lazy: async () => ({ Component: (await grossProfitArea()).GrossProfitPage }),
  },
  {
    path: 'invoices',
    loader: prefetch((venueId) => queryClient.prefetchQuery(uploadedInvoicesQuery(venueId))),
    lazy: async () => ({ Component: (await invoicesDashboardArea()).InvoicesDashboardPage }),
  },
  { path: 'receipting', lazy: async () => ({ Component: (await receiptingArea()).ReceiptingPage }) },
  { path: 'receipting/xero', lazy: async () => ({ Component: (await integrationsArea()).SendToXeroPage }) },
  { path: 'dataplus', lazy: async () => ({ Component: (await integrationsArea()).DataplusPage }) },
  { path: 'creditnotes', lazy: async () => ({ Component: (await receiptingArea()).UnresolvedCreditNotesPage }) },
  { path: 'resolvednotes', lazy: async () => ({ Component: (await receiptingArea()).ResolvedCreditNotesPage }) },
  {
    path: 'statement',
    lazy: async () => ({ Component: (await invoicesArea()).StatementPage }),
  },
  {
    path: 'ordered',
    loader: prefetchFiltered((venueId, search) =>
      queryClient.prefetchQuery(orderedProductsQuery(venueId, orderFiltersOf(search), receiptingFilterOf(search))),
    ),
    lazy: async () => ({ Component: (await purchasingAnalyticsArea()).OrderedProductsPage }),
  },
  {
    path: 'spendTime',
    loader: prefetchFiltered((venueId, search) =>
      queryClient.prefetchQuery(spendOverTimeQuery(venueId, orderFiltersOf(search))),
    ),
    lazy: async () => ({ Component: (await purchasingAnalyticsArea()).SpendOverTimePage }),
  },
  {
    path: 'credit',
    loader: prefetch((venueId) => queryClient.prefetchQuery(creditQuery(venueId))),
    lazy: async () => ({ Component: (await invoicesArea()).CreditPage }),
  },
];

const venueRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="purchasing/orders" replace /> },
  {
    path: 'purchasing',
    lazy: async () => ({ Component: (await orderingArea()).PurchasingShell }),
    // One boundary per area: a failing tab keeps the venue's and purchasing's navigation.
    children: [{ ErrorBoundary: RouteErrorBoundary, children: purchasingRoutes }],
  },
  {
    path: 'suppliers',
    loader: prefetch((venueId) => queryClient.prefetchQuery(venueSuppliersQuery(venueId))),
    lazy: async () => ({ Component: (await venuesArea()).VenueSuppliersPage }),
  },
  {
    path: 'catalogue',
    loader: prefetch((venueId) => queryClient.prefetchQuery(catalogueQuery(venueId))),
    lazy: async () => ({ Component: (await catalogueArea()).CataloguePage }),
  },
  {
    path: 'products',
    loader: prefetch((venueId) => queryClient.prefetchQuery(shoppingListQuery(venueId))),
    lazy: async () => ({ Component: (await shoppingListsArea()).ShoppingListPage }),
  },
  { path: 'receipting/history', lazy: async () => ({ Component: (await receiptingArea()).ReceiptingHistoryPage }) },
  { path: 'stockTakes', lazy: async () => ({ Component: (await stockTakesArea()).StockTakesPage }) },
  { path: 'stockTakes/:stockTakeId', lazy: async () => ({ Component: (await stockTakesArea()).StockTakeDetailPage }) },
  {
    path: 'stockTakes/:stockTakeId/valuation-report',
    lazy: async () => ({ Component: (await stockTakesArea()).ValuationReportPage }),
  },
  {
    path: 'stockTakes/:stockTakeId/wastage-report',
    lazy: async () => ({ Component: (await stockTakesArea()).WastageReportPage }),
  },
  {
    path: 'stockTakes/:stockTakeId/valuation-report-pdf',
    lazy: async () => ({ Component: (await stockTakesArea()).ValuationReportPrintPage }),
  },
  {
    path: 'stockTakes/:stockTakeId/wastage-report-pdf',
    lazy: async () => ({ Component: (await stockTakesArea()).WastageReportPrintPage }),
  },
  { path: 'menu-builder', lazy: async () => ({ Component: (await menuBuilderArea()).MenuBuilderPage }) },
  {
    path: 'settings',
    loader: prefetch((venueId) => queryClient.prefetchQuery(venueSettingsQuery(venueId))),
    lazy: async () => ({ Component: (await venuesArea()).VenueSettingsPage }),
  },
  {
    path: 'subscriptions',
    loader: prefetch((venueId) => queryClient.prefetchQuery(subscriptionQuery(venueId))),
    lazy: async () => ({ Component: (await subscriptionsArea()).SubscriptionsPage }),
  },
  {
    path: 'subscriptions/oms-plans',
    loader: prefetch((venueId) =>
      Promise.all([
        queryClient.prefetchQuery(subscriptionQuery(venueId)),
        queryClient.prefetchQuery(planPricesQuery(venueId)),
      ]).then(() => undefined),
    ),
    lazy: async () => ({ Component: (await subscriptionsArea()).PlansPage }),
  },
  {
    path: 'subscriptions/checkout',
    loader: prefetch((venueId) => queryClient.prefetchQuery(planPricesQuery(venueId))),
    lazy: async () => ({ Component: (await subscriptionsArea()).CheckoutPage }),
  },
  { path: 'integrations', lazy: async () => ({ Component: (await integrationsArea()).IntegrationsPage }) },
  {
    path: 'integrations/sandbox-ledger',
    lazy: async () => ({ Component: (await integrationsArea()).SandboxLedgerPage }),
  },
  {
    path: 'special-purchases',
    loader: prefetch((venueId) => queryClient.prefetchQuery(planUsageQuery(venueId))),
    lazy: async () => ({ Component: (await specialPurchasesArea()).SpecialPurchasesPage }),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="orders" replace /> },
  { path: 'orders', lazy: async () => ({ Component: (await adminArea()).AdminOrdersPage }) },
  { path: 'spending', lazy: async () => ({ Component: (await adminArea()).AdminSpendingPage }) },
  { path: 'products', lazy: async () => ({ Component: (await adminArea()).AdminProductsPage }) },
  { path: 'suppliers', lazy: async () => ({ Component: (await adminArea()).SuppliersPage }) },
  {
    path: 'feedback',
    lazy: async () => ({ Component: (await import('../admin/SupplierFeedbackPage')).SupplierFeedbackPage }),
  },
  { path: 'workflows', lazy: async () => ({ Component: (await import('../admin/WorkflowsPage')).WorkflowsPage }) },
  {
    lazy: async () => ({ Component: (await adminArea()).AdminOnly }),
    children: [
      { path: 'accounts', lazy: async () => ({ Component: (await adminArea()).AccountsPage }) },
      { path: 'credit', lazy: async () => ({ Component: (await adminArea()).CreditReportPage }) },
      { path: 'dataplus-sandbox', lazy: async () => ({ Component: (await integrationsArea()).DataplusSandboxPage }) },
      { path: 'data-deletion', lazy: async () => ({ Component: (await privacyArea()).DataDeletionRequestsPage }) },
      { path: 'co-pilot-test', lazy: async () => ({ Component: (await coPilotArea()).AdminCoPilotTestPage }) },
    ],
  },
];

const supplierRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="orders" replace /> },
  { path: 'orders', lazy: async () => ({ Component: (await supplierArea()).SupplierOrdersPage }) },
  { path: 'spending', lazy: async () => ({ Component: (await supplierArea()).SupplierSpendingPage }) },
  { path: 'products', lazy: async () => ({ Component: (await supplierArea()).SupplierProductsPage }) },
  { path: 'co-pilot', lazy: async () => ({ Component: (await coPilotArea()).CoPilotPage }) },
  { path: 'co-pilot/:orderId/editOrder', lazy: async () => ({ Component: (await coPilotArea()).EditAiOrderPage }) },
  {
    path: 'customers',
    lazy: async () => ({ Component: (await supplierArea()).CustomersPage }),
  },
  {
    path: 'analytics',
    lazy: async () => ({ Component: (await supplierArea()).AnalyticsPage }),
  },
  {
    path: 'feedback',
    lazy: async () => ({ Component: (await supplierArea()).FeedbackPage }),
  },
];

export const router = createBrowserRouter([
  {
    path: '/',
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => <LoadingState label="Loading OMS" />,
    children: [
      // Spec 01 §2: the root and a fresh sign-in send a supplier admin to /supplier, anyone else to /venues.
      { index: true, loader: homeRedirect, Component: () => null },
      {
        lazy: async () => ({ Component: (await identityArea()).PublicLayout }),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { path: 'login', loader: signedOutOnly, lazy: async () => ({ Component: (await identityArea()).LoginPage }) },
          {
            path: 'register',
            loader: signedOutOnly,
            lazy: async () => ({ Component: (await identityArea()).RegisterPage }),
          },
          { path: 'reset-password', lazy: async () => ({ Component: (await identityArea()).ResetPasswordPage }) },
          // Spec 03 §2: anyone may ask for their data to be deleted, signed in or not.
          { path: 'requestDeleteData', lazy: async () => ({ Component: (await privacyArea()).RequestDeleteDataPage }) },
          // Open signed out in the embedded demo (the reset code is read here); the API answers 403 elsewhere.
          { path: 'mailbox', lazy: async () => ({ Component: (await identityArea()).MailboxPage }) },
          // Spec 02 §2.11: the manager answers a special purchase from the e-mailed link, signed in or not.
          {
            path: 'v/:requestId/special-purchase-order-detail',
            lazy: async () => ({ Component: (await specialPurchasesArea()).ManagerApprovalPage }),
          },
          // Spec 01 §2: the supplier order checklist opens from the order e-mail, signed in or not.
          {
            path: 'checklist/:venueId/:supplierId/:date/:orderNumber',
            lazy: async () => ({ Component: (await checklistArea()).ChecklistPage }),
          },
          // Spec 02 §2.4: the supplier answers a venue's delivery changes from the e-mailed link, signed in or not.
          {
            path: 'receipting/checklist/:venueId/:supplierId/:poNumber',
            lazy: async () => ({ Component: (await receiptingArea()).ChangeRequestPage }),
          },
          {
            // Without an order number the checklist covers the whole day: '…/all', keeping the link's token.
            path: 'checklist/:venueId/:supplierId/:date',
            loader: ({ request }) => {
              const url = new URL(request.url);
              return redirect(`${url.pathname.replace(/\/+$/, '')}/all${url.search}`);
            },
            Component: () => null,
          },
        ],
      },
      {
        path: 'supplier',
        loader: signedIn(),
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await supplierArea()).SupplierLayout }),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: supplierRoutes }],
      },
      {
        Component: AppLayout,
        loader: venueSide(),
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                path: 'venues',
                loader: venueSide(({ request }) => {
                  void queryClient.prefetchQuery(venueListQuery(venueListSearchOf(new URL(request.url).searchParams)));
                  return null;
                }),
                lazy: async () => ({ Component: (await venuesArea()).VenueListPage }),
              },
              {
                path: 'v/:venueId',
                // The header and tabs need the venue; an unknown venue should fail here, before any tab renders.
                loader: venueSide(async (args) => {
                  await queryClient.ensureQueryData(venueQuery(venueIdOf(args)));
                  return null;
                }),
                lazy: async () => ({ Component: (await venuesArea()).VenueShell }),
                children: [{ ErrorBoundary: RouteErrorBoundary, children: venueRoutes }],
              },
              // Spec 01 §2 printable invoice: outside the venue tabs, so only the invoice prints.
              ...['v/:venueId/invoice/:date', 'v/:venueId/invoice/:startDate/:endDate'].map(
                (path): RouteObject => ({
                  path,
                  loader: venueSide(),
                  lazy: async () => ({ Component: (await invoicesArea()).InvoicePage }),
                }),
              ),
              // Spec 02 §2.8 invoice viewer: outside the venue tabs, so the file has the page.
              {
                path: 'invoice/:venueId/:invoiceId',
                loader: venueSide(),
                lazy: async () => ({ Component: (await invoicesDashboardArea()).InvoiceViewerPage }),
              },
              // Spec 02 §2.13: the sandbox accounting service's consent page, and where a consent comes back.
              {
                path: 'integrations/sandbox/consent',
                loader: venueSide(),
                lazy: async () => ({ Component: (await integrationsArea()).SandboxConsentPage }),
              },
              {
                path: 'integrations/xero/callback',
                loader: venueSide(),
                lazy: async () => ({ Component: (await integrationsArea()).XeroCallbackPage }),
              },
              {
                path: 'admin',
                loader: venueSide(),
                lazy: async () => ({ Component: (await adminArea()).AdminShell }),
                children: [{ ErrorBoundary: RouteErrorBoundary, children: adminRoutes }],
              },
              {
                path: 'overview',
                loader: venueSide(),
                lazy: async () => ({ Component: (await adminArea()).OverviewShell }),
                children: [
                  { index: true, element: <Navigate to="pastOrders" replace /> },
                  { path: 'pastOrders', lazy: async () => ({ Component: (await adminArea()).PastOrdersPage }) },
                  {
                    path: 'pastOrdersspending',
                    lazy: async () => ({ Component: (await adminArea()).OverviewSpendingPage }),
                  },
                ],
              },
              { path: '*', loader: venueSide(), Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);

// A session that ends while a page is open (signed out elsewhere, expired): back to /login, then here again.
onSignedOut(() => {
  queryClient.setQueryData(identityKeys.session, null);
  // During a navigation the failing request belongs to the page being opened: come back to that one.
  const { pathname, search } = router.state.navigation.location ?? router.state.location;
  if (!['/login', '/register', '/reset-password', '/mailbox'].includes(pathname)) {
    void router.navigate(signInPathFor(pathname, search), { replace: true });
  }
});
