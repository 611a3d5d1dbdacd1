import { Classes, NonIdealState } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="page-state">
      <NonIdealState
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
