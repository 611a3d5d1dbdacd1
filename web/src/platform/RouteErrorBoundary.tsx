import { Button, NonIdealState } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <div className="page-state">
      <NonIdealState
        icon="error"
        title="Something went wrong"
        description={describeError(error)}
        action={<Button text="Reload the page" icon="refresh" onClick={() => window.location.reload()} />}
      />
    </div>
  );
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
