import type { PaymentProviderName, Plan, PlanPrice } from '@oms/contracts';

export interface ProviderPaymentIntent {
  id: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  client_secret: string;
}

/** A subscription as the provider holds it; `active` means the first period is paid. */
export interface ProviderSubscription {
  id: string;
  venueId: string;
  /** Null when the provider's price names none of our plans: such a subscription is never recorded. */
  plan: Plan | null;
  status: 'active' | 'incomplete' | 'canceled';
  /** What the provider charges a month after any discount, in pence. */
  amountPence: number;
  paymentIntent: ProviderPaymentIntent | null;
}

export interface CreateSubscriptionInput {
  venueId: string;
  priceId: string;
  discountId: string | null;
  paymentMethodId: string;
  cardholderName: string;
  /** The provider creates one subscription per key, however often the request is repeated. */
  idempotencyKey: string;
}

/** A webhook delivery we act on: the subscription's first period has been paid. */
export interface SubscriptionPaidEvent {
  /** The provider's event id: the command's idempotency key, so a repeated delivery changes nothing. */
  eventId: string;
  subscription: ProviderSubscription;
}

/**
 * The port checkout talks to. Stripe in production; the sandbox is a real implementation with
 * local effects (its own card field, Stripe's test cards, its own webhook deliveries).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's card field; null when the provider needs none. */
  readonly publishableKey: string | null;
  listPrices(): Promise<PlanPrice[]>;
  /** Charges the first period; a card that needs 3-D Secure leaves the subscription incomplete. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Checks the delivery's signature; null for a verified event that checkout does not act on. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<SubscriptionPaidEvent | null>;
  /** Lets the sandbox deliver its webhook events in-process; Stripe posts them to the webhook route. */
  onSubscriptionPaid?(listener: (event: SubscriptionPaidEvent) => Promise<void>): void;
}

/** The plan a price stands for: its metadata, else its nickname ("Starter", "Growth", "Pro"). */
export function planOfPrice(price: { nickname?: string | null; metadata?: Record<string, string> | null }) {
  const named = (price.metadata?.plan ?? price.nickname ?? '').trim().toLowerCase();
  return named === 'starter' || named === 'growth' || named === 'pro' ? (named as Plan) : null;
}
