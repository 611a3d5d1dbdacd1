import { Alert, Button } from '@blueprintjs/core';
import {
  type CheckoutState,
  checkoutPath,
  type Plan,
  planNames,
  plans,
  reachesAdminArea,
  subscriptionMessages,
  subscriptionsPath,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../identity/queries';
import { ApiError } from '../platform/apiError';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { ChoosePlanButton, PlanCard } from './PlanCard';
import { planPricesQuery, subscriptionQuery, useSubscriptionActions } from './queries';
import './subscriptions.css';

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : subscriptionMessages.unknownError;

/** /v/{venueId}/subscriptions/oms-plans: the four plan cards; admins activate or cancel, others go to checkout. */
export function PlansPage() {
  const { venueId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const isAdmin = session?.account.roles.isAdmin ?? false;
  const seesAdminArea = session ? reachesAdminArea(session.account.roles) : false;
  const subscription = useQuery(subscriptionQuery(venueId));
  const prices = useQuery(planPricesQuery(venueId));
  const actions = useSubscriptionActions(venueId);
  const [cancelling, setCancelling] = useState(false);

  const heading = (
    <PageHeading
      title={subscriptionMessages.plansTitle}
      subtitle="Every plan is billed monthly and can be changed at any time."
      actions={
        <LinkButton to={subscriptionsPath(venueId)} variant="outlined" icon="arrow-left" text="Back to subscription" />
      }
    />
  );
  if (subscription.isPending || prices.isPending) {
    return (
      <>
        {heading}
        <LoadingState label="Loading plans" />
      </>
    );
  }
  const current = subscription.data;
  const currentPlan: Plan = current?.status === 'active' ? current.plan : 'free';
  const priceOf = (plan: Plan) => prices.data?.prices.find((price) => price.plan === plan);

  const activate = (plan: Plan) =>
    actions.adminActivate.mutate(plan, {
      onSuccess: () => void showToast({ intent: 'success', message: `${planNames[plan]} activated for this venue` }),
      onError: (error) => void showToast({ intent: 'danger', message: failureMessage(error) }),
    });
  const cancel = () =>
    actions.adminCancel.mutate(undefined, {
      onSuccess: (answer) => void showToast({ intent: 'success', message: answer.message }),
      onError: (error) => void showToast({ intent: 'danger', message: failureMessage(error) }),
      onSettled: () => setCancelling(false),
    });
  const checkout = (plan: Plan) => {
    const price = priceOf(plan);
    if (!price) return;
    const state: CheckoutState = { priceId: price.id, discountId: null, price: price.unit_amount };
    navigate(checkoutPath(venueId), { state });
  };

  const actionFor = (plan: Plan) => {
    const isCurrent = plan === currentPlan;
    if (isAdmin) {
      if (isCurrent && plan !== 'free') {
        return (
          <Button
            intent="danger"
            variant="outlined"
            fill
            text={subscriptionMessages.cancelSubscription}
            loading={actions.adminCancel.isPending}
            onClick={() => setCancelling(true)}
          />
        );
      }
      if (isCurrent) return null;
      return (
        <Button
          intent="primary"
          fill
          text={subscriptionMessages.adminActivate}
          aria-label={`${subscriptionMessages.adminActivate} ${planNames[plan]}`}
          loading={actions.adminActivate.isPending && actions.adminActivate.variables === plan}
          onClick={() => activate(plan)}
        />
      );
    }
    // TFR admins look, but plan changes are the venue's or a platform admin's to make.
    if (seesAdminArea || isCurrent) return null;
    if (plan === 'free') {
      return (
        <LinkButton to={subscriptionsPath(venueId)} variant="outlined" text={subscriptionMessages.downgradeToFree} />
      );
    }
    return <ChoosePlanButton plan={plan} onClick={() => checkout(plan)} />;
  };

  return (
    <>
      {heading}
      {prices.data?.provider === 'sandbox' && !isAdmin && (
        <p className="plans__sandbox">Payments here go through the sandbox provider: no card is charged.</p>
      )}
      <div className="plans">
        {plans.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            price={priceOf(plan)}
            isCurrent={plan === currentPlan}
            action={actionFor(plan)}
          />
        ))}
      </div>
      <Alert
        isOpen={cancelling}
        intent="danger"
        icon="cross-circle"
        confirmButtonText={subscriptionMessages.cancelSubscription}
        cancelButtonText="Keep it"
        loading={actions.adminCancel.isPending}
        onConfirm={cancel}
        onCancel={() => setCancelling(false)}
      >
        <p>{subscriptionMessages.cancelSubscriptionConfirm}</p>
      </Alert>
    </>
  );
}
