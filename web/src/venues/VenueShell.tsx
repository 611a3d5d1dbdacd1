import { Tag } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { type RouteTab, RouteTabs } from '../platform/RouteTabs';

/** Spec 01 §2: the venue area's tabs, in the spec's order. */
const venueTabs: readonly RouteTab[] = [
  { segment: 'purchasing', title: 'Purchasing' },
  { segment: 'suppliers', title: 'Your suppliers' },
  { segment: 'catalogue', title: 'Catalogue' },
  { segment: 'products', title: 'Shopping lists' },
  { segment: 'stockTakes', title: 'Stock' },
  {
    segment: 'menu-builder',
    title: 'Menu builder',
    badge: (
      <Tag minimal round intent="success" className="new-tag">
        NEW
      </Tag>
    ),
  },
  { segment: 'settings', title: 'Settings' },
  { segment: 'subscriptions', title: 'Subscriptions' },
  { segment: 'integrations', title: 'Integrations' },
  { segment: 'special-purchases', title: 'Special purchases' },
];

export function VenueShell() {
  const { venueId = '' } = useParams();
  return (
    <RouteTabs
      id="venue-area"
      label="Venue section"
      basePath={`/v/${encodeURIComponent(venueId)}`}
      tabs={venueTabs}
      collapseOnPhone
    />
  );
}
