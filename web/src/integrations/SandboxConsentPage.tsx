import { Button, Callout, Card, H1, Tag } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';

const callbackPath = '/integrations/xero/callback';

/**
 * The sandbox accounting service's own consent page (in place of Xero's): allowing sends the
 * browser back with the code, as Xero's authorisation-code flow does.
 */
export function SandboxConsentPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const answer = (allowed: boolean) =>
    navigate(`${callbackPath}?${new URLSearchParams(allowed ? { code, state } : { error: 'access_denied', state })}`, {
      replace: true,
    });
  return (
    <Card className="sandbox-consent">
      <Tag intent="warning" icon="lab-test" large>
        Sandbox accounting service
      </Tag>
      <H1 className="sandbox-consent__title">Allow OMS to send bills?</H1>
      <p>
        OMS asks to read the chart of accounts and contacts of your organisations, Sandbox Trading Ltd and Sandbox
        Holdings Ltd, and to create bills in them. Nothing leaves this app: the sandbox keeps the bills it receives on
        its ledger page.
      </p>
      {!code || !state ? (
        <Callout intent="danger">This consent link is incomplete. Start again from Integrations.</Callout>
      ) : (
        <div className="integration-card__actions">
          <Button intent="primary" icon="tick" text="Allow access" onClick={() => answer(true)} />
          <Button text="Cancel" onClick={() => answer(false)} />
        </div>
      )}
    </Card>
  );
}
