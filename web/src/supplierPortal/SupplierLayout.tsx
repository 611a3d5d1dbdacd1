import { Button, Classes, Icon, type IconName, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useSession, useSignOut } from '../identity/queries';
import { ForbiddenPage } from '../platform/AccessGate';
import { OmsLogoLink } from '../platform/header/OmsLogoLink';
import { ReferButton } from '../platform/header/ReferButton';
import '../platform/header/appHeader.css';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { supplierProfileQuery } from './queries';
import './supplierPortal.css';

interface SidebarLink {
  to: string;
  text: string;
  icon: IconName;
}

/**
 * Spec 03 §2: the supplier portal's sidebar, with Spending (a route of §2), Customers and Analytics (issue 21); Co-Pilot only
 * for an account with an AI order capture e-mail.
 */
function sidebarLinksFor(hasOrderCapture: boolean): SidebarLink[] {
  return [
    { to: '/supplier/orders', text: 'Orders', icon: 'th-list' },
    { to: '/supplier/spending', text: 'Spending', icon: 'bank-account' },
    { to: '/supplier/products', text: 'Products', icon: 'box' },
    { to: '/supplier/customers', text: 'Customers', icon: 'people' },
    { to: '/supplier/analytics', text: 'Analytics', icon: 'timeline-bar-chart' },
    ...(hasOrderCapture ? [{ to: '/supplier/co-pilot', text: 'Co-Pilot', icon: 'predictive-analysis' as const }] : []),
    { to: '/supplier/feedback', text: 'Feedback', icon: 'comment' },
  ];
}

/** Spec 03: the supplier's title in the header; the account's name while it loads or if it cannot be read. */
function SupplierTitle({ supplierId, fallback }: { supplierId: string; fallback: string }) {
  const profile = useQuery({ ...supplierProfileQuery(supplierId), throwOnError: false });
  const title = profile.data?.title ?? fallback;
  return (
    <div className="venue-identity">
      <span className="venue-identity__title" title={title}>
        {profile.isPending ? <span className={Classes.SKELETON}>{fallback}</span> : title}
      </span>
      <span className="supplier-portal__kind">Supplier portal</span>
    </div>
  );
}

const isActiveLink = (link: SidebarLink, pathname: string) =>
  pathname === link.to ||
  pathname.startsWith(`${link.to}/`) ||
  (link.to.endsWith('co-pilot') && pathname.includes('co-pilot'));

/** On a phone the sidebar's sections fold into the header's menu, as the venue shell's links do. */
function PhoneMenu({
  links,
  onSignOut,
  signingOut,
}: {
  links: SidebarLink[];
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = links.find((link) => isActiveLink(link, pathname));
  // Below sm the header keeps the logo and the referral button: the menu shows as its icon only.
  const iconOnly = useNarrowerThan('sm');
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Supplier portal">
          {links.map((link) => (
            <MenuItem
              key={link.to}
              icon={link.icon}
              text={link.text}
              active={link === current}
              onClick={() => navigate(link.to)}
            />
          ))}
          <MenuDivider />
          <MenuItem icon="log-out" text="Sign out" onClick={onSignOut} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon="menu"
        text={iconOnly ? undefined : current?.text}
        aria-label="Menu"
        loading={signingOut}
      />
    </PopoverNext>
  );
}

export function SupplierLayout() {
  const session = useSession();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const isPhone = useNarrowerThan('md');
  if (!session) return null;

  const supplierId = session.account.roles.supplierAdminOf;
  const isSupplierAdmin = Boolean(supplierId);
  const links = sidebarLinksFor(Boolean(session.account.orderCaptureEmail));
  const phoneMenu = isSupplierAdmin && isPhone;

  return (
    <div className="app supplier-portal">
      <header className="app-header">
        <div className="app-header__start">
          <OmsLogoLink />
          {supplierId && <SupplierTitle supplierId={supplierId} fallback={session.account.name} />}
        </div>
        <div className="app-header__end">
          <ReferButton />
          {phoneMenu ? (
            <PhoneMenu links={links} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
          ) : (
            <Button
              variant="minimal"
              icon="log-out"
              text="Sign out"
              className="supplier-portal__header-sign-out"
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
            />
          )}
        </div>
      </header>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      {isSupplierAdmin ? (
        <div className="supplier-portal__body">
          {!phoneMenu && (
            <nav className="supplier-sidebar" aria-label="Supplier portal">
              <ul>
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={() =>
                        `supplier-sidebar__link${isActiveLink(link, pathname) ? ' supplier-sidebar__link--active' : ''}`
                      }
                    >
                      <Icon icon={link.icon} aria-hidden />
                      <span>{link.text}</span>
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button type="button" className="supplier-sidebar__link" onClick={() => signOut.mutate()}>
                    <Icon icon="log-out" aria-hidden />
                    <span>Sign Out</span>
                  </button>
                </li>
              </ul>
            </nav>
          )}
          <main className="supplier-portal__main">
            <Outlet />
          </main>
        </div>
      ) : (
        <main className="app-main">
          <ForbiddenPage homePath={session.homePath} />
        </main>
      )}
    </div>
  );
}
