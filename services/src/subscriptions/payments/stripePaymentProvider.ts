import { httpErrors, type PlanPrice, subscriptionErrors } from '@oms/contracts';
import Stripe from 'stripe';
import { domainErrorOf } from '../../platform/commands/domainError';
import {
  type CreateSubscriptionInput,
  type PaymentProvider,
  type ProviderSubscription,
  planOfPrice,
  type SubscriptionPaidEvent,
} from './paymentProvider';
import { PaymentProviderUnavailableError } from './paymentProviderUnavailable';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API base (stripe-mock in the contract tests), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

function clientOf(settings: StripeSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/** Stripe's card errors carry the words to show (spec 02 §5: "the provider's message is shown"). */
function asDomainError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw domainErrorOf({ ...subscriptionErrors.cardDeclined, message: error.message });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'items[0][price]') {
    throw domainErrorOf(subscriptionErrors.unknownPrice);
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) throw domainErrorOf(httpErrors.idempotencyKeyReused);
  if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderUnavailableError();
  throw error;
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const plan = item ? planOfPrice(item.price) : null;
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const secret = invoice?.confirmation_secret?.client_secret ?? '';
  const status =
    subscription.status === 'active' || subscription.status === 'trialing' ? 'active' : subscription.status;
  return {
    id: subscription.id,
    venueId: subscription.metadata.venueId ?? '',
    plan,
    status: status === 'active' ? 'active' : status === 'canceled' ? 'canceled' : 'incomplete',
    amountPence: invoice?.amount_due ?? item?.price.unit_amount ?? 0,
    paymentIntent: invoice
      ? {
          id: invoice.id ?? subscription.id,
          status: status === 'active' ? 'succeeded' : 'requires_action',
          client_secret: secret,
        }
      : null,
  };
}

/** Stripe Billing: a customer per checkout, a subscription charged at once, 3-D Secure left to Stripe.js. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async listPrices() {
      const prices = await stripe.prices.list({ active: true, type: 'recurring', limit: 100 }).catch(asDomainError);
      return prices.data.flatMap((price): PlanPrice[] => {
        const plan = planOfPrice(price);
        return plan && price.unit_amount !== null
          ? [{ id: price.id, nickname: price.nickname ?? plan, unit_amount: price.unit_amount, plan }]
          : [];
      });
    },

    async createSubscription(input: CreateSubscriptionInput) {
      try {
        const customer = await stripe.customers.create(
          {
            name: input.cardholderName,
            payment_method: input.paymentMethodId,
            invoice_settings: { default_payment_method: input.paymentMethodId },
            metadata: { venueId: input.venueId },
          },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        );
        const subscription = await stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price: input.priceId }],
            ...(input.discountId ? { discounts: [{ coupon: input.discountId }] } : {}),
            payment_behavior: 'allow_incomplete',
            metadata: { venueId: input.venueId },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: `${input.idempotencyKey}:subscription` },
        );
        return toSubscription(subscription);
      } catch (error) {
        return asDomainError(error);
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toSubscription(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] }),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return asDomainError(error);
      }
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId).catch(asDomainError);
    },

    async parseWebhook(rawBody, signature): Promise<SubscriptionPaidEvent | null> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw domainErrorOf(subscriptionErrors.webhookSignatureInvalid);
      }
      if (event.type !== 'invoice.paid') return null;
      const invoice = event.data.object;
      const subscriptionId = invoice.parent?.subscription_details?.subscription;
      const id = typeof subscriptionId === 'string' ? subscriptionId : subscriptionId?.id;
      if (!id) return null;
      const subscription = await this.retrieveSubscription(id);
      return subscription && { eventId: event.id, subscription };
    },
  };
}
