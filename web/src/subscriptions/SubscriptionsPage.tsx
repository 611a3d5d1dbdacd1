import { Alert, Button, Card, H2 } from '@blueprintjs/core';
import {
  downgradeScheduledMessage,
  formatLondonDateTime,
  subscriptionErrors,
  subscriptionMessages,
  upgradePlanPath,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../platform/apiError';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { subscriptionQuery, useSubscriptionActions } from './queries';
import { SubscriptionDetails } from './SubscriptionDetails';
import './subscriptions.css';

/** Spec 02 §8: the server's message, else "An Unknown Error Occured". */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : subscriptionMessages.unknownError;

/** /v/{venueId}/subscriptions: the plan in force, its details, and the downgrade to Free. */
export function SubscriptionsPage() {
  const { venueId = '' } = useParams();
  const subscription = useQuery(subscriptionQuery(venueId));
  const actions = useSubscriptionActions(venueId);
  const [confirmingDowngrade, setConfirmingDowngrade] = useState(false);
  const upgrade = (
    <LinkButton
      to={upgradePlanPath(venueId)}
      intent="primary"
      icon="arrow-up"
      text={subscriptionMessages.viewUpgradeOptions}
    />
  );
  const heading = <PageHeading title={subscriptionMessages.pageTitle} actions={upgrade} />;

  if (subscription.isPending) {
    return (
      <>
        {heading}
        <LoadingState label="Loading the subscription" />
      </>
    );
  }
  const current = subscription.data;
  if (!current) {
    return (
      <>
        {heading}
        <Card className="subscription-card">
          <H2 className="subscription-card__title">Free</H2>
          <p>{subscriptionErrors.noSubscription.message}. It is on the Free Plan.</p>
        </Card>
      </>
    );
  }

  const pending = current.pendingDowngrade;
  const downgrade = () =>
    actions.downgrade.mutate(undefined, {
      onSuccess: (answer) => void showToast({ intent: 'success', message: answer.message }),
      onError: (error) => void showToast({ intent: 'danger', message: failureMessage(error) }),
      onSettled: () => setConfirmingDowngrade(false),
    });
  const cancelDowngrade = () =>
    actions.cancelDowngrade.mutate(undefined, {
      onSuccess: (answer) => void showToast({ intent: 'success', message: answer.message }),
      onError: (error) => void showToast({ intent: 'danger', message: failureMessage(error) }),
    });

  return (
    <>
      {heading}
      <Card className="subscription-card">
        <H2 className="subscription-card__title">
          {subscriptionMessages.currentPlan}: {current.planName}
        </H2>
        {pending && (
          <NoticeCallout intent="warning" title="Downgrade scheduled" role="status">
            <p>{downgradeScheduledMessage(pending.effectiveAt)}</p>
            <p className="subscription-card__muted">
              Until {formatLondonDateTime(pending.effectiveAt)} the venue keeps its {current.planName} features.
            </p>
            <Button
              text={subscriptionMessages.downgradeCancel}
              loading={actions.cancelDowngrade.isPending}
              onClick={cancelDowngrade}
            />
          </NoticeCallout>
        )}
        <SubscriptionDetails subscription={current} />
        {current.plan !== 'free' && current.status === 'active' && !pending && (
          <Button
            className="subscription-card__downgrade"
            variant="outlined"
            intent="danger"
            icon="arrow-down"
            text={subscriptionMessages.downgradeToFree}
            loading={actions.downgrade.isPending}
            onClick={() => setConfirmingDowngrade(true)}
          />
        )}
      </Card>
      <Alert
        isOpen={confirmingDowngrade}
        intent="danger"
        icon="arrow-down"
        confirmButtonText={subscriptionMessages.downgradeToFree}
        cancelButtonText="Keep my plan"
        loading={actions.downgrade.isPending}
        onConfirm={downgrade}
        onCancel={() => setConfirmingDowngrade(false)}
      >
        <p>
          Move to the Free Plan at the end of this period ({formatLondonDateTime(current.currentPeriodEnd)})? Until then
          nothing changes.
        </p>
      </Alert>
    </>
  );
}
