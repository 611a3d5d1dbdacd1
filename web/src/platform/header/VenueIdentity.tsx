import { Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { venueQuery } from '../../venues/queries';
import { venueCodePrompt } from '../../venues/venueCodePrompt';

export function VenueIdentity({ venueId }: { venueId: string }) {
  const venue = useQuery({ ...venueQuery(venueId), throwOnError: false });
  if (!venue.data) return <div className={`venue-identity ${Classes.SKELETON}`}>Loading venue</div>;

  const { title, code } = venue.data;
  return (
    <div className="venue-identity">
      <span className="venue-identity__title" title={title}>
        {title}
      </span>
      {code ? (
        <span className="venue-identity__code">
          <span className="visually-hidden">Venue code </span>
          {code}
        </span>
      ) : (
        <span className="venue-identity__prompt" title={venueCodePrompt}>
          {venueCodePrompt}
        </span>
      )}
    </div>
  );
}
