import { Classes } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from './EmptyState';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="page-state">
      <EmptyState
        headingLevel={1}
        icon="search"
        title="Page not found"
        description={`There is no page at ${pathname}.`}
        action={
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/venues">
            Go to your venues
          </Link>
        }
      />
    </div>
  );
}
