import { useParams } from 'react-router-dom';
import { RouteTabs } from '../platform/RouteTabs';

/** Spec 01 §2 venue tabs that exist so far. */
const venueTabs = [
  { segment: 'purchasing', title: 'Purchasing' },
  { segment: 'catalogue', title: 'Catalogue' },
] as const;

export function VenueShell() {
  const { venueId = '' } = useParams();
  return <RouteTabs id="venue-area" basePath={`/v/${encodeURIComponent(venueId)}`} tabs={venueTabs} />;
}
