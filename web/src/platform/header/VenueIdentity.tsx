import { Classes } from '@blueprintjs/core';
import type { VenueSummary } from '@oms/contracts';
import { venueCodePrompt } from '../../venues/venueCodePrompt';

export function VenueIdentity({ venue }: { venue: VenueSummary | undefined }) {
  if (!venue) return <div className={`venue-identity ${Classes.SKELETON}`}>Loading venue</div>;

  return (
    <div className="venue-identity">
      <span className="venue-identity__title" title={venue.title}>
        {venue.title}
      </span>
      {venue.code ? (
        <span className="venue-identity__code">
          <span className="visually-hidden">Venue code </span>
          {venue.code}
        </span>
      ) : (
        <span className="venue-identity__prompt" title={venueCodePrompt}>
          {venueCodePrompt}
        </span>
      )}
    </div>
  );
}
