import { randomBytes } from 'node:crypto';
import {
  httpErrors,
  type PlanPrice,
  planMonthlyPence,
  planNames,
  plans,
  type SandboxCardBody,
  sandboxTestCards,
  subscriptionErrors,
} from '@oms/contracts';
import { domainErrorOf } from '../../platform/commands/domainError';
import type {
  CreateSubscriptionInput,
  PaymentProvider,
  ProviderSubscription,
  SubscriptionPaidEvent,
} from './paymentProvider';

type CardBehaviour = 'succeeds' | 'declined' | 'requiresAction';

interface SandboxPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
  createdAt: number;
}

interface SandboxSubscription extends ProviderSubscription {
  idempotencyKey: string;
  /** What was asked under the key: Stripe refuses the key for anything else. */
  fingerprint: string;
}

const behaviourOf = new Map<string, CardBehaviour>([
  [sandboxTestCards.succeeds, 'succeeds'],
  [sandboxTestCards.declined, 'declined'],
  [sandboxTestCards.requiresAction, 'requiresAction'],
]);

/** Kept per process and bounded, so a flood of card entries cannot grow memory without end. */
const MAX_ENTRIES = 10_000;
const PAYMENT_METHOD_TTL_MS = 60 * 60 * 1000;

const sandboxPriceId = (plan: string) => `price_sandbox_${plan}_monthly`;
const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function remember<T>(map: Map<string, T>, key: string, value: T) {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/**
 * The demo's payment provider: a real implementation with local effects. It tokenises cards from
 * its own card field, honours Stripe's three test cards, keeps subscriptions in memory, and
 * delivers a "paid" webhook event in-process after every successful charge. A real card number is
 * refused the way Stripe's test mode refuses it; card numbers are never kept, only the last four.
 */
export function createSandboxPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider & {
  createPaymentMethod(card: SandboxCardBody): { id: string; card: { brand: string; last4: string } };
  confirm(clientSecret: string, outcome: 'complete' | 'fail'): Promise<ProviderSubscription>;
  delivered(): Promise<void>;
} {
  const methods = new Map<string, SandboxPaymentMethod>();
  const subscriptions = new Map<string, SandboxSubscription>();
  const byIdempotencyKey = new Map<string, string>();
  const byClientSecret = new Map<string, string>();
  const listeners: Array<(event: SubscriptionPaidEvent) => Promise<void>> = [];

  let deliveries: Promise<void> = Promise.resolve();

  /** Like Stripe's, the delivery comes after the answer; a failed one is harmless, checkout records the plan too. */
  function deliverPaid(subscription: ProviderSubscription) {
    const event = { eventId: token('evt'), subscription: { ...subscription } };
    deliveries = deliveries.then(
      () =>
        new Promise<void>((resolve) =>
          setImmediate(async () => {
            for (const listener of listeners) await listener(event).catch(() => undefined);
            resolve();
          }),
        ),
    );
  }

  function priceFor(priceId: string): PlanPrice {
    const plan = plans.find((candidate) => candidate !== 'free' && sandboxPriceId(candidate) === priceId);
    if (!plan) throw domainErrorOf(subscriptionErrors.unknownPrice);
    return { id: priceId, nickname: planNames[plan], unit_amount: planMonthlyPence[plan], plan };
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async listPrices() {
      return plans.filter((plan) => plan !== 'free').map((plan) => priceFor(sandboxPriceId(plan)));
    },

    createPaymentMethod(card) {
      if (!luhnValid(card.number)) throw domainErrorOf(subscriptionErrors.cardNumberInvalid);
      const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
      const now = clock();
      const expiresAfter = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
      if (expiresAfter <= now) throw domainErrorOf(subscriptionErrors.cardExpired);
      const behaviour = behaviourOf.get(card.number);
      if (!behaviour) throw domainErrorOf(subscriptionErrors.notATestCard);
      const method: SandboxPaymentMethod = {
        id: token('pm'),
        brand: 'visa',
        last4: card.number.slice(-4),
        behaviour,
        createdAt: now.getTime(),
      };
      remember(methods, method.id, method);
      return { id: method.id, card: { brand: method.brand, last4: method.last4 } };
    },

    async createSubscription(input: CreateSubscriptionInput) {
      const fingerprint = [input.venueId, input.priceId, input.discountId ?? '', input.paymentMethodId].join('\n');
      const repeated = byIdempotencyKey.get(input.idempotencyKey);
      const earlier = repeated ? subscriptions.get(repeated) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw domainErrorOf(httpErrors.idempotencyKeyReused);
        const { idempotencyKey: _key, fingerprint: _fingerprint, ...answer } = earlier;
        return answer;
      }

      const price = priceFor(input.priceId);
      if (input.discountId) throw domainErrorOf(subscriptionErrors.unknownDiscount);
      const method = methods.get(input.paymentMethodId);
      if (!method || clock().getTime() - method.createdAt > PAYMENT_METHOD_TTL_MS) {
        throw domainErrorOf(subscriptionErrors.paymentMethodNotFound);
      }
      if (method.behaviour === 'declined') throw domainErrorOf(subscriptionErrors.cardDeclined);

      const id = token('sub');
      const needsAction = method.behaviour === 'requiresAction';
      const intentId = token('pi');
      const subscription: SandboxSubscription = {
        id,
        venueId: input.venueId,
        plan: price.plan,
        status: needsAction ? 'incomplete' : 'active',
        amountPence: price.unit_amount,
        paymentIntent: {
          id: intentId,
          status: needsAction ? 'requires_action' : 'succeeded',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        },
        idempotencyKey: input.idempotencyKey,
        fingerprint,
      };
      remember(subscriptions, id, subscription);
      remember(byIdempotencyKey, input.idempotencyKey, id);
      remember(byClientSecret, subscription.paymentIntent?.client_secret ?? '', id);
      if (!needsAction) deliverPaid(subscription);
      return { ...subscription };
    },

    async confirm(clientSecret, outcome) {
      const id = byClientSecret.get(clientSecret);
      const subscription = id ? subscriptions.get(id) : undefined;
      if (!subscription?.paymentIntent) throw domainErrorOf(subscriptionErrors.paymentNotFound);
      if (subscription.status === 'active') return { ...subscription };
      if (outcome === 'fail') {
        subscription.paymentIntent = { ...subscription.paymentIntent, status: 'requires_payment_method' };
        throw domainErrorOf(subscriptionErrors.authenticationFailed);
      }
      subscription.status = 'active';
      subscription.paymentIntent = { ...subscription.paymentIntent, status: 'succeeded' };
      deliverPaid(subscription);
      return { ...subscription };
    },

    async retrieveSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      return subscription ? { ...subscription } : null;
    },

    async cancelSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) subscription.status = 'canceled';
    },

    async parseWebhook() {
      // The sandbox never posts to the webhook route: its deliveries arrive through onSubscriptionPaid.
      throw domainErrorOf(subscriptionErrors.webhookSignatureInvalid);
    },

    onSubscriptionPaid(listener) {
      listeners.push(listener);
    },

    /** Resolves once every webhook delivery so far has been handled (for tests). */
    delivered: () => deliveries,
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
export { sandboxPriceId };
