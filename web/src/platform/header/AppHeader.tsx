import { useParams } from 'react-router-dom';
import { BasketButton } from './BasketButton';
import { OmsLogoLink } from './OmsLogoLink';
import { ReferButton } from './ReferButton';
import { VenueIdentity } from './VenueIdentity';
import './appHeader.css';

export function AppHeader() {
  const { venueId } = useParams();
  return (
    <header className="app-header">
      <div className="app-header__start">
        <OmsLogoLink />
        {venueId && <VenueIdentity venueId={venueId} />}
      </div>
      <div className="app-header__end">{venueId ? <BasketButton venueId={venueId} /> : <ReferButton />}</div>
    </header>
  );
}
