import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { venueQuery } from '../../venues/queries';
import { AccountNav } from './AccountNav';
import { BasketButton } from './BasketButton';
import { OmsLogoLink } from './OmsLogoLink';
import { ReferButton } from './ReferButton';
import { VenueIdentity } from './VenueIdentity';
import './appHeader.css';

export function AppHeader() {
  const { venueId } = useParams();
  return (
    <header className="app-header">{venueId ? <VenueHeaderContent venueId={venueId} /> : <HeaderContent />}</header>
  );
}

function HeaderContent() {
  return (
    <>
      <div className="app-header__start">
        <OmsLogoLink />
      </div>
      <div className="app-header__end">
        <ReferButton />
        <AccountNav isVenuePage={false} />
      </div>
    </>
  );
}

function VenueHeaderContent({ venueId }: { venueId: string }) {
  const venue = useQuery({ ...venueQuery(venueId), throwOnError: false });
  // The page explains an unknown venue; the header should not offer a basket for it.
  if (venue.isError) return <HeaderContent />;
  return (
    <>
      <div className="app-header__start">
        <OmsLogoLink />
        <VenueIdentity venue={venue.data} />
      </div>
      <div className="app-header__end">
        <BasketButton venueId={venueId} />
        <AccountNav isVenuePage />
      </div>
    </>
  );
}
