import type { PaymentProvider } from './paymentProvider';
import { createSandboxPaymentProvider } from './sandboxPaymentProvider';
import type { StripeSettings } from './stripePaymentProvider';

interface PaymentVariables {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
}

/**
 * Stripe when its secret key is configured; otherwise the sandbox, labelled as such in the UI, on the
 * platform's clock (the one every other service reads).
 */
export function paymentProviderFromEnv(env: PaymentVariables, clock: () => Date): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return createSandboxPaymentProvider(clock);
  if (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well');
  }
  return stripeOnFirstUse({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  });
}

/** Stripe's library (two hundred modules) is loaded by the first payment call, not by every start of the app. */
function stripeOnFirstUse(settings: StripeSettings): PaymentProvider {
  let loaded: Promise<PaymentProvider> | undefined;
  const stripe = () =>
    (loaded ??= import('./stripePaymentProvider').then(({ createStripePaymentProvider }) =>
      createStripePaymentProvider(settings),
    ));
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    listPrices: async () => (await stripe()).listPrices(),
    createSubscription: async (input) => (await stripe()).createSubscription(input),
    retrieveSubscription: async (subscriptionId) => (await stripe()).retrieveSubscription(subscriptionId),
    cancelSubscription: async (subscriptionId) => (await stripe()).cancelSubscription(subscriptionId),
    parseWebhook: async (rawBody, signature) => (await stripe()).parseWebhook(rawBody, signature),
  };
}
