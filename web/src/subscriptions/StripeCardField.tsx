import { FormGroup } from '@blueprintjs/core';
import { checkoutMessages } from '@oms/contracts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { type CardField, CardFieldError } from './cardFields';

/** Stripe's own card field (Stripe.js), without postal code; its 3-D Secure step is Stripe's. */
export function useStripeCardField(publishableKey: string): { field: CardField; element: React.ReactNode } {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    // The pure entry point adds Stripe's script only now, on a Stripe checkout, never on import.
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled || !loaded || !mountPoint.current) return;
        const element = loaded.elements().create('card', { hidePostalCode: true });
        element.mount(mountPoint.current);
        card.current = element;
        setStripe(loaded);
      })
      // Blocked or offline: the field stays empty and submitting says "Stripe has not loaded yet.".
      .catch(() => undefined);
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey]);

  const field: CardField = {
    ready: stripe !== null,
    async tokenise(cardholderName) {
      if (!stripe || !card.current) throw new CardFieldError(checkoutMessages.notLoaded);
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: card.current,
        billing_details: { name: cardholderName },
      });
      if (error || !paymentMethod) throw new CardFieldError(error?.message ?? checkoutMessages.failed);
      return paymentMethod.id;
    },
    async confirm(clientSecret) {
      if (!stripe) throw new CardFieldError(checkoutMessages.notLoaded);
      const { error } = await stripe.confirmCardPayment(clientSecret);
      if (error) throw new CardFieldError(error.message ?? checkoutMessages.failed);
    },
  };

  const element = (
    <FormGroup label="Card details" className="stripe-card">
      <div ref={mountPoint} className="stripe-card__field" />
    </FormGroup>
  );
  return { field, element };
}
