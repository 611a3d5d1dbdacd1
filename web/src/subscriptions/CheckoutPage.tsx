import { Card } from '@blueprintjs/core';
import {
  type CheckoutState,
  checkoutMessages,
  checkoutStateSchema,
  type PlanPrice,
  upgradePlanPath,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { CheckoutForm } from './CheckoutForm';
import { planPricesQuery } from './queries';
import { useSandboxCardField } from './SandboxCardField';
import { useStripeCardField } from './StripeCardField';
import './subscriptions.css';

interface FormProps {
  venueId: string;
  checkout: CheckoutState;
  price: PlanPrice;
}

function SandboxCheckout(props: FormProps) {
  const { field, element } = useSandboxCardField();
  return <CheckoutForm {...props} field={field} cardElement={element} />;
}

function StripeCheckout({ publishableKey, ...props }: FormProps & { publishableKey: string }) {
  const { field, element } = useStripeCardField(publishableKey);
  return <CheckoutForm {...props} field={field} cardElement={element} />;
}

/** /v/{venueId}/subscriptions/checkout: receives priceId, discountId and price as navigation state. */
export function CheckoutPage() {
  const { venueId = '' } = useParams();
  const location = useLocation();
  const prices = useQuery(planPricesQuery(venueId));
  const checkout = checkoutStateSchema.safeParse(location.state);
  const heading = (
    <PageHeading
      title={checkoutMessages.title}
      actions={<LinkButton to={upgradePlanPath(venueId)} variant="outlined" icon="arrow-left" text="Back to plans" />}
    />
  );

  const price = checkout.success
    ? prices.data?.prices.find((candidate) => candidate.id === checkout.data.priceId)
    : null;
  if (!checkout.success || (prices.data && !price)) {
    return (
      <>
        {heading}
        <Card>
          <EmptyState
            icon="credit-card"
            title="Choose a plan first"
            description="Checkout opens from a plan card."
            action={<LinkButton to={upgradePlanPath(venueId)} intent="primary" text="View plans" />}
          />
        </Card>
      </>
    );
  }
  if (!prices.data || !price) {
    return (
      <>
        {heading}
        <LoadingState label="Loading checkout" />
      </>
    );
  }
  const props = { venueId, checkout: checkout.data, price };
  return (
    <>
      {heading}
      {prices.data.provider === 'stripe' && prices.data.publishableKey ? (
        <StripeCheckout {...props} publishableKey={prices.data.publishableKey} />
      ) : (
        <SandboxCheckout {...props} />
      )}
    </>
  );
}
