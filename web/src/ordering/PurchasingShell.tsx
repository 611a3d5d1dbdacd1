import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { type RouteTab, RouteTabs } from '../platform/RouteTabs';
import { venueQuery } from '../venues/queries';
import { FilteredTab } from './filters/FilteredTab';

/** Spec 01 §2 purchasing tabs, in the spec's order; 'statement' is the Overview, 'basket' the Shopping Cart. */
export const purchasingTabs: readonly RouteTab[] = [
  { segment: 'orders', title: 'Orders' },
  { segment: 'gross-profit', title: 'Gross profit' },
  { segment: 'invoices', title: 'Invoices' },
  { segment: 'receipting', title: 'Goods receipting' },
  { segment: 'dataplus', title: 'Dataplus' },
  { segment: 'creditnotes', title: 'Credit notes' },
  { segment: 'resolvednotes', title: 'Resolved notes' },
  { segment: 'statement', title: 'Overview' },
  { segment: 'ordered', title: 'Ordered products' },
  { segment: 'spendTime', title: 'Spend over time' },
  { segment: 'credit', title: 'Credit' },
  { segment: 'basket', title: 'Shopping Cart' },
];

/** Spec 01 §2: only these tabs show the filter side panel; the others show their content alone. */
export const filteredPurchasingTabs: readonly string[] = ['orders', 'ordered', 'statement', 'spendTime'];

function PurchasingOutlet({ basePath, venueId }: { basePath: string; venueId: string }) {
  const { pathname } = useLocation();
  const segment = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).split('/')[0] : undefined;
  if (segment && filteredPurchasingTabs.includes(segment)) {
    return (
      <FilteredTab venueId={venueId}>
        <Outlet />
      </FilteredTab>
    );
  }
  return <Outlet />;
}

/** Spec 01 §2: the Dataplus tab only for a venue with the dataplus integration. */
export function purchasingTabsFor(venue: { dataplusIntegration: boolean } | undefined): readonly RouteTab[] {
  return venue?.dataplusIntegration ? purchasingTabs : purchasingTabs.filter((tab) => tab.segment !== 'dataplus');
}

export function PurchasingShell() {
  const { venueId = '' } = useParams();
  const basePath = `/v/${encodeURIComponent(venueId)}/purchasing`;
  const venue = useQuery(venueQuery(venueId));
  return (
    <RouteTabs
      id="purchasing-area"
      label="Purchasing page"
      basePath={basePath}
      tabs={purchasingTabsFor(venue.data)}
      collapseOnPhone
      keepSearch
      outlet={<PurchasingOutlet basePath={basePath} venueId={venueId} />}
    />
  );
}
