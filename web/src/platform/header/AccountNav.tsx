import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { reachesAdminArea } from '@oms/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSignOut } from '../../identity/queries';
import { LinkButton } from '../LinkButton';
import { useNarrowerThan } from '../useNarrowerThan';

interface NavLink {
  to: string;
  text: string;
  icon: 'timeline-line-chart' | 'cog' | 'arrow-left' | 'envelope';
}

/** Spec 01 §2: Overview and Admin for admins and TFR admins, 'Back to venues' inside a venue or the admin area. */
function navLinksFor(pathname: string, canAdminister: boolean, isVenuePage: boolean, mailbox: boolean): NavLink[] {
  const inAdmin = /^\/admin(\/|$)/.test(pathname);
  const inOverview = /^\/overview(\/|$)/.test(pathname);
  const links: NavLink[] = [];
  if (canAdminister && !inOverview) links.push({ to: '/overview', text: 'Overview', icon: 'timeline-line-chart' });
  if (isVenuePage || inAdmin || inOverview) links.push({ to: '/venues', text: 'Back to venues', icon: 'arrow-left' });
  else if (canAdminister) links.push({ to: '/admin', text: 'Admin', icon: 'cog' });
  // The embedded demo keeps sent e-mails in a local mailbox (and admins may read it).
  if (mailbox) links.push({ to: '/mailbox', text: 'Mailbox', icon: 'envelope' });
  return links;
}

export function AccountNav({ isVenuePage }: { isVenuePage: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Below lg the venue title, code and cart need the room: the links fold into a menu.
  const isNarrow = useNarrowerThan('lg');
  if (!session) return null;

  const links = navLinksFor(pathname, reachesAdminArea(session.account.roles), isVenuePage, session.mailboxVisible);

  if (isNarrow) {
    return (
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label="Account menu">
            <MenuItem disabled text={session.account.name} label={session.account.email} icon="user" />
            <MenuDivider />
            {links.map((link) => (
              <MenuItem key={link.to} icon={link.icon} text={link.text} onClick={() => navigate(link.to)} />
            ))}
            <MenuItem icon="log-out" text="Sign out" onClick={() => signOut.mutate()} />
          </Menu>
        }
      >
        <Button variant="minimal" icon="menu" aria-label="Menu" loading={signOut.isPending} />
      </PopoverNext>
    );
  }

  return (
    <nav className="account-nav" aria-label="Account">
      {links.map((link) => (
        <LinkButton key={link.to} to={link.to} text={link.text} variant="minimal" />
      ))}
      <Button
        variant="minimal"
        icon="log-out"
        text="Sign out"
        title={`Signed in as ${session.account.email}`}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      />
    </nav>
  );
}
