import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { MessageCustomerButton } from '../../support/chat/MessageCustomerButton';
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

/** Outside venue pages; `inVenuePath` for a venue address that could not be shown, so 'Back to venues' stays. */
function HeaderContent({ inVenuePath = false }: { inVenuePath?: boolean }) {
  return (
    <>
      <div className="app-header__start">
        <OmsLogoLink />
      </div>
      <div className="app-header__end">
        <ReferButton />
        <AccountNav isVenuePage={inVenuePath} />
      </div>
    </>
  );
}

function VenueHeaderContent({ venueId }: { venueId: string }) {
  const venue = useQuery({ ...venueQuery(venueId), throwOnError: false });
  // The page explains an unknown venue; the header should not offer a basket for it.
  if (venue.isError) return <HeaderContent inVenuePath />;
  return (
    <>
      <div className="app-header__start">
        <OmsLogoLink />
        <VenueIdentity venue={venue.data} />
      </div>
      <div className="app-header__end">
        <MessageCustomerButton venueId={venueId} compact />
        <BasketButton venueId={venueId} />
        <AccountNav isVenuePage />
      </div>
    </>
  );
}
