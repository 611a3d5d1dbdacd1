import { useParams } from 'react-router-dom';
import { RouteTabs } from '../platform/RouteTabs';

/** Spec 01 §2 purchasing tabs that exist so far; 'basket' is the Shopping Cart. */
const purchasingTabs = [
  { segment: 'orders', title: 'Orders' },
  { segment: 'basket', title: 'Shopping Cart' },
] as const;

export function PurchasingShell() {
  const { venueId = '' } = useParams();
  return (
    <RouteTabs id="purchasing-area" basePath={`/v/${encodeURIComponent(venueId)}/purchasing`} tabs={purchasingTabs} />
  );
}
