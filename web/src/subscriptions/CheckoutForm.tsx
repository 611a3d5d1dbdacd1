import { Button, Callout, Card, FormGroup, H2, HTMLTable, InputGroup } from '@blueprintjs/core';
import {
  type CheckoutState,
  checkoutMessages,
  checkoutRedirectMs,
  formatPence,
  isCheckoutSuccessMessage,
  type PlanPrice,
  subscriptionsPath,
} from '@oms/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey } from '../ordering/orderModal/idempotencyKey';
import { ApiError } from '../platform/apiError';
import { type CardField, CardFieldError } from './cardFields';
import { checkoutApi, useRefreshVenue } from './queries';

export interface CheckoutFormProps {
  venueId: string;
  checkout: CheckoutState;
  price: PlanPrice;
  field: CardField;
  cardElement: ReactNode;
}

/** Spec 02 §8: the provider's or server's message, else "Error processing payment.". */
function messageOf(error: unknown): string {
  if (error instanceof CardFieldError || error instanceof ApiError) return error.message || checkoutMessages.failed;
  return checkoutMessages.failed;
}

/** Spec 02 §2.12 / §4 Checkout: tokenise the card, create the subscription, confirm if the bank asks. */
export function CheckoutForm({ venueId, checkout, price, field, cardElement }: CheckoutFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const refreshVenue = useRefreshVenue(venueId);
  const [cardholderName, setCardholderName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const succeed = () => {
    setPaid(true);
    setMessage(checkoutMessages.success);
    redirect.current = setTimeout(async () => {
      setMessage(checkoutMessages.redirecting);
      // Long enough to read "Redirecting....", however quick the refresh is.
      await Promise.all([refreshVenue(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      navigate(subscriptionsPath(venueId));
    }, checkoutRedirectMs);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || paid) return;
    if (!cardholderName.trim()) {
      setNameError(checkoutMessages.cardholderRequired);
      return;
    }
    setNameError(null);
    if (!field.ready) {
      setMessage(checkoutMessages.notLoaded);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const paymentMethodId = await field.tokenise(cardholderName.trim());
      const answer = await checkoutApi.checkout(
        venueId,
        {
          priceId: checkout.priceId,
          discountId: checkout.discountId,
          paymentMethodId,
          cardholderName: cardholderName.trim(),
        },
        idempotencyKey.current,
      );
      if (answer.paymentIntent.status !== 'succeeded') {
        await field.confirm(answer.paymentIntent.client_secret);
        await checkoutApi.complete(venueId, answer.subscriptionId);
      }
      succeed();
    } catch (error) {
      // A new attempt is a new charge request: the key only guards against a double submit of one attempt.
      idempotencyKey.current = newIdempotencyKey();
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const discountPence = price.unit_amount - checkout.price;
  return (
    <div className="checkout">
      <Card className="checkout__summary">
        <H2 className="checkout__heading">{price.nickname} plan</H2>
        <HTMLTable compact className="checkout__amounts">
          <tbody>
            <tr>
              <th scope="row">Price</th>
              <td>{formatPence(price.unit_amount)} a month</td>
            </tr>
            <tr>
              <th scope="row">Discount</th>
              <td>{discountPence > 0 ? `− ${formatPence(discountPence)}` : 'None'}</td>
            </tr>
            <tr className="checkout__total">
              <th scope="row">Total</th>
              <td>£{(checkout.price / 100).toFixed(2)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
      <Card className="checkout__form-card">
        <form onSubmit={submit} noValidate aria-label={checkoutMessages.title}>
          <FormGroup
            label="Cardholder name"
            labelFor={`${id}-name`}
            labelInfo="(required)"
            intent={nameError ? 'danger' : 'none'}
            helperText={nameError}
          >
            <InputGroup
              id={`${id}-name`}
              value={cardholderName}
              autoComplete="cc-name"
              intent={nameError ? 'danger' : 'none'}
              onValueChange={setCardholderName}
            />
          </FormGroup>
          {cardElement}
          {message && (
            <Callout
              className="checkout__message"
              intent={isCheckoutSuccessMessage(message) ? 'success' : 'danger'}
              role={isCheckoutSuccessMessage(message) ? 'status' : 'alert'}
            >
              {message}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            disabled={busy || paid}
            text={busy ? checkoutMessages.processing : checkoutMessages.subscribe}
          />
        </form>
      </Card>
    </div>
  );
}
