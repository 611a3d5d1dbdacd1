import { Button, Classes } from '@blueprintjs/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ForbiddenPage } from './AccessGate';
import { isApiError } from './apiError';
import { EmptyState } from './EmptyState';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A venue or page this account may not see: say so plainly rather than 'Something went wrong'.
  if (isApiError(error) && error.status === 403) return <ForbiddenPage />;

  // Reloading will not bring back something that does not exist or may not be seen.
  const isPermanent = isApiError(error) && (error.status === 403 || error.status === 404);
  return (
    <div className="page-state">
      <EmptyState
        headingLevel={1}
        icon="error"
        title="Something went wrong"
        description={describeError(error)}
        action={
          isPermanent ? (
            <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/venues">
              Go to your venues
            </Link>
          ) : (
            <Button text="Reload the page" icon="refresh" onClick={() => window.location.reload()} />
          )
        }
      />
    </div>
  );
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
