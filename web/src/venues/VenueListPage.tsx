import { Card, Classes, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { venueListQuery } from './queries';
import { venueCodePrompt } from './venueCodePrompt';
import './venueList.css';
import { EmptyState } from '../platform/EmptyState';

export function VenueListPage() {
  const venueList = useQuery(venueListQuery());

  return (
    <>
      <PageHeading title="Venues" />
      {!venueList.data ? (
        <LoadingState label="Loading venues" />
      ) : venueList.data.venues.length === 0 ? (
        <EmptyState icon="office" title="No venues yet" description="Venues linked to your account appear here." />
      ) : (
        <ul className="venue-cards">
          {venueList.data.venues.map((venue) => (
            <li key={venue.venueId}>
              <Link to={`/v/${encodeURIComponent(venue.venueId)}`} className="venue-card-link">
                <Card interactive className="venue-card">
                  <H2 className="venue-card__title">{venue.title}</H2>
                  <p className={venue.code ? 'venue-card__code' : `venue-card__prompt ${Classes.TEXT_MUTED}`}>
                    {venue.code ? `Venue code ${venue.code}` : venueCodePrompt}
                  </p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
