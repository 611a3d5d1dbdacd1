import { Button, Classes } from '@blueprintjs/core';
import { isErrorOf, planLimitMessages, stockTakeErrors, subscriptionErrors, upgradePlanPath } from '@oms/contracts';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router-dom';
import { ForbiddenPage } from './AccessGate';
import { isApiError } from './apiError';
import { EmptyState } from './EmptyState';
import { LinkButton } from './LinkButton';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { venueId } = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Spec 02 §2.14: a plan's limit is not a missing permission; the venue can upgrade.
  if (venueId && isPlanRefusal(error))
    return (
      <div className="page-state">
        <EmptyState
          headingLevel={1}
          icon="lock"
          title={planLimitMessages.title}
          description={error instanceof Error ? error.message : planLimitMessages.limitReached}
          action={
            <LinkButton
              to={upgradePlanPath(venueId)}
              intent="primary"
              icon="arrow-up"
              text={planLimitMessages.upgrade}
            />
          }
        />
      </div>
    );
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

/** A monthly limit used up, or a feature of a higher plan ('PLAN_FEATURE', one code for every context). */
const isPlanRefusal = (error: unknown) =>
  isErrorOf(error, subscriptionErrors.planLimitReached) || isErrorOf(error, stockTakeErrors.proOnly);

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
