import { Classes } from '@blueprintjs/core';
import { type AccountRoles, identityMessages } from '@oms/contracts';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../identity/queries';
import { EmptyState } from './EmptyState';

export function ForbiddenPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <div className="page-state">
      <EmptyState
        headingLevel={1}
        icon="lock"
        title={identityMessages.forbidden}
        description="Your account does not include this area. Ask an OMS admin if you need it."
        action={
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={homePath}>
            Go to your home page
          </Link>
        }
      />
    </div>
  );
}

/** Renders the nested routes (or `children`) only for accounts whose roles pass `allow`. */
export function AccessGate({ allow, children }: { allow: (roles: AccountRoles) => boolean; children?: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  if (!allow(session.account.roles)) return <ForbiddenPage homePath={session.homePath} />;
  return children ?? <Outlet />;
}
