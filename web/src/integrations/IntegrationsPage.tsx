import { Alert, Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import { businessDateOf, formatOrderDate, type XeroConnectionView, xeroMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { PlanLimitPage } from '../subscriptions/PlanLimitPage';
import { planUsageQuery } from '../subscriptions/queries';
import { FinanceEmailDialog } from './FinanceEmailDialog';
import { rememberConsentVenue, useConnectXero, useDisconnectXero, xeroConnectionQuery } from './queries';
import './integrations.css';

const statusTag = (connection: XeroConnectionView) => {
  if (connection.status === 'connected') return <Tag intent="success">Connected</Tag>;
  if (connection.status === 'expired') return <Tag intent="danger">Expired</Tag>;
  return <Tag minimal>Not connected</Tag>;
};

function AccountingCard({ venueId, connection }: { venueId: string; connection: XeroConnectionView }) {
  const [asking, setAsking] = useState(false);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const connect = useConnectXero(venueId);
  const disconnect = useDisconnectXero(venueId);
  const live = connection.status === 'connected';
  const startConsent = (financeEmail: string) =>
    connect.mutate(financeEmail, {
      onSuccess: ({ authorisationUrl }) => {
        rememberConsentVenue(venueId);
        window.location.assign(authorisationUrl);
      },
    });
  return (
    <Card className="integration-card">
      <div className="integration-card__header">
        <H2 className="integration-card__title">Xero</H2>
        {statusTag(connection)}
        {connection.provider === 'sandbox' && (
          <Tag intent="warning" minimal icon="lab-test">
            Sandbox
          </Tag>
        )}
      </div>
      <p className="integration-card__about">
        Send the bills of your receipted orders to your accounting service, one bill per purchase order.
      </p>
      {connection.status === 'expired' && (
        <Callout intent="danger" icon="warning-sign" className="integration-card__expired">
          {xeroMessages.connectionExpired}
        </Callout>
      )}
      {connection.status !== 'not connected' && (
        <dl className="integration-card__facts">
          <div>
            <dt>Organisations</dt>
            <dd>{connection.organisations.map((organisation) => organisation.name).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>Finance contact</dt>
            <dd>{connection.financeEmail ?? '—'}</dd>
          </div>
          {connection.expiresAt && (
            <div>
              <dt>{live ? 'Reconnect by' : 'Expired on'}</dt>
              <dd>{formatOrderDate(businessDateOf(connection.expiresAt))}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="integration-card__actions">
        {live ? (
          <Button
            icon="disable"
            text="Disconnect"
            onClick={() => setConfirmDisconnect(true)}
            loading={disconnect.isPending}
          />
        ) : (
          <Button
            intent="primary"
            icon="link"
            text={connection.status === 'expired' ? 'Reconnect' : 'Connect'}
            onClick={() => setAsking(true)}
          />
        )}
        {connection.provider === 'sandbox' && connection.status !== 'not connected' && (
          <LinkButton
            to={`/v/${encodeURIComponent(venueId)}/integrations/sandbox-ledger`}
            icon="th-list"
            variant="outlined"
            text="Sandbox bills ledger"
          />
        )}
      </div>
      {asking && (
        <FinanceEmailDialog
          initialEmail={connection.financeEmail ?? ''}
          busy={connect.isPending}
          error={connect.error?.message ?? null}
          onConnect={startConsent}
          onClose={() => {
            setAsking(false);
            connect.reset();
          }}
        />
      )}
      <Alert
        isOpen={confirmDisconnect}
        intent="danger"
        icon="disable"
        cancelButtonText="No"
        confirmButtonText="Disconnect"
        onCancel={() => setConfirmDisconnect(false)}
        onConfirm={() => {
          setConfirmDisconnect(false);
          disconnect.mutate(undefined, {
            onSuccess: () => void showToast({ intent: 'success', message: 'Xero disconnected' }),
            onError: showErrorToast,
          });
        }}
      >
        Disconnect Xero? Orders can no longer be sent until you connect again.
      </Alert>
    </Card>
  );
}

/** /v/{venueId}/integrations (spec 02 §2.13): the accounting service's connect and disconnect. */
export function IntegrationsPage() {
  const { venueId = '' } = useParams();
  const usage = useQuery(planUsageQuery(venueId));
  const included = usage.data?.includedFeatures.includes('Xero') ?? false;
  const connection = useQuery({ ...xeroConnectionQuery(venueId), enabled: included });
  const heading = <PageHeading title={xeroMessages.activeIntegrations} />;
  if (usage.isPending || (included && connection.isPending)) {
    return (
      <>
        {heading}
        <LoadingState label="Loading integrations" />
      </>
    );
  }
  if (!included) {
    return (
      <>
        {heading}
        <PlanLimitPage
          venueId={venueId}
          requiredPlan="growth"
          description="On Growth and above, connect your accounting service and send the bills of your receipted orders to it."
        />
      </>
    );
  }
  if (connection.isError) {
    return (
      <>
        {heading}
        <Callout intent="danger">{connection.error.message}</Callout>
      </>
    );
  }
  return (
    <>
      {heading}
      <div className="integrations">
        {connection.data && <AccountingCard venueId={venueId} connection={connection.data} />}
      </div>
    </>
  );
}
