import { useParams } from 'react-router-dom';
import { type RouteTab, RouteTabs } from '../platform/RouteTabs';

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

export function PurchasingShell() {
  const { venueId = '' } = useParams();
  return (
    <RouteTabs
      id="purchasing-area"
      label="Purchasing page"
      basePath={`/v/${encodeURIComponent(venueId)}/purchasing`}
      tabs={purchasingTabs}
      collapseOnPhone
    />
  );
}
