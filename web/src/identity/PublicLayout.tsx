import { Outlet, useNavigation } from 'react-router-dom';
import { OmsLogoLink } from '../platform/header/OmsLogoLink';
import './publicPages.css';

/** Sign-in, registration, reset and the demo mailbox: no venue header, one centred column. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className="public-layout">
      {navigation.state === 'loading' && <div className="route-progress route-progress--top" aria-hidden="true" />}
      <header className="public-layout__header">
        <OmsLogoLink />
      </header>
      <main className="public-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
