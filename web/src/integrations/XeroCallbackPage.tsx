import { Callout, Card } from '@blueprintjs/core';
import { xeroConnectionPath } from '@oms/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../platform/LoadingState';
import { showToast } from '../platform/toaster';
import { consentVenue, useAuthoriseXero } from './queries';

/** Where the accounting service sends the browser back: the code goes to the server, never kept here. */
export function XeroCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const venueId = consentVenue() ?? '';
  const authorise = useAuthoriseXero(venueId);
  const code = search.get('code');
  const state = search.get('state');
  const refused = search.get('error');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !venueId || !code || !state || refused) return;
    sent.current = true;
    authorise.mutate(
      { code, state },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: 'Xero connected' });
          navigate(xeroConnectionPath(venueId), { replace: true });
        },
      },
    );
  }, [authorise, code, navigate, refused, state, venueId]);

  const back = venueId ? <Link to={xeroConnectionPath(venueId)}>Back to Integrations</Link> : null;
  if (refused || !venueId || !code || !state) {
    return (
      <Card className="sandbox-consent">
        <Callout intent="warning" title="Xero was not connected">
          {refused ? 'The consent was cancelled.' : 'This consent link is incomplete.'} {back}
        </Callout>
      </Card>
    );
  }
  if (authorise.isError) {
    return (
      <Card className="sandbox-consent">
        <Callout intent="danger" title="Xero was not connected">
          {authorise.error.message} {back}
        </Callout>
      </Card>
    );
  }
  return <LoadingState label="Connecting Xero" />;
}
