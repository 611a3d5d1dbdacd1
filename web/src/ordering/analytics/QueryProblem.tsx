import { isApiError } from '../../platform/apiError';
import { NoticeCallout } from '../../platform/NoticeCallout';

/** A failed read shown with the server's words, e.g. 'Too Much Data to Handle!' for a range over a year. */
export function QueryProblem({ error }: { error: unknown }) {
  const title = isApiError(error) && error.title ? error.title : 'Something went wrong';
  const message = error instanceof Error ? error.message : 'Please try again.';
  return (
    <NoticeCallout intent="warning" role="alert" title={title}>
      {message}
    </NoticeCallout>
  );
}
