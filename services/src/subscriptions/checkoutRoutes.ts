import { randomUUID } from 'node:crypto';
import {
  checkoutBodySchema,
  checkoutMessages,
  checkoutResponseSchema,
  completeCheckoutBodySchema,
  type Plan,
  planPricesSchema,
  sandboxCardBodySchema,
  sandboxConfirmBodySchema,
  sandboxConfirmResponseSchema,
  sandboxPaymentMethodSchema,
  subscriptionCancelledResponseSchema,
  subscriptionErrors,
  subscriptionMessages,
  venueParamsSchema,
  venueSubscriptionViewSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { findVenue } from '../venues/findVenue';
import { currentSubscription } from './currentSubscription';
import type { ProviderSubscription } from './payments/paymentProvider';
import { PaymentProviderUnavailableError } from './payments/paymentProviderUnavailable';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './payments/sandboxPaymentProvider';
import { subscriptionCommands } from './subscriptionCommands';

const sandboxRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Checkout (spec 02 §2.12, §7 payment-sheet): the browser tokenises the card with the provider, the
 * API creates the subscription there, and the plan is recorded once the first period is paid, by
 * checkout itself, by `complete` after 3-D Secure, or by the provider's webhook, whichever comes
 * first: all three use the subscription's id as the command's idempotency key.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  platform.payments ??= createSandboxPaymentProvider(platform.clock);
  const payments = platform.payments;
  const commands = subscriptionCommands(platform.eventStore);

  async function recordPaid(subscription: ProviderSubscription, context: CommandContext) {
    const plan = subscription.plan;
    // A price that names none of our plans, or a subscription made outside checkout: nothing to record.
    if (!plan || !subscription.venueId) return;
    const outcome = await commands.recordPaidPlan(
      {
        venueId: subscription.venueId,
        plan,
        subscriptionId: subscription.id,
        provider: payments.name,
        amountPence: subscription.amountPence,
      },
      context,
    );
    await platform.runner.waitFor(outcome.position);
  }

  async function refuseIfAlreadyOn(venueId: string, plan: Plan) {
    const current = await readModels.venueSubscriptions.in(platform.readStore).findOne({ _id: venueId });
    const paidUp = current && current.currentPeriodEnd > platform.clock().toISOString();
    if (current?.status === 'active' && current.plan === plan && !current.pendingDowngrade && paidUp) {
      throw domainErrorOf(subscriptionErrors.alreadyOnPlan);
    }
  }

  payments.onSubscriptionPaid?.((event) => recordPaid(event.subscription, systemContext(platform.clock())));

  app.get(
    '/api/venues/:venueId/subscription/prices',
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: { tags: ['subscriptions'], params: venueParamsSchema, response: { 200: planPricesSchema } },
    },
    async () => ({
      provider: payments.name,
      publishableKey: payments.publishableKey,
      prices: await payments.listPrices(),
    }),
  );

  app.post(
    '/api/venues/:venueId/subscription/checkout',
    {
      config: { access: 'venue', idempotent: true, alsoAnswers: [402, 503] },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      await findVenue(platform, venueId);
      const { priceId, discountId, paymentMethodId, cardholderName } = request.body;
      const price = (await payments.listPrices()).find((candidate) => candidate.id === priceId);
      if (!price) throw domainErrorOf(subscriptionErrors.unknownPrice);
      if (price.plan === 'free') throw domainErrorOf(subscriptionErrors.freePlanNeedsNoPayment);
      const key = request.headers['idempotency-key']?.toString();
      // With a key, the provider replays a retry; without one, a repeated submit is refused, never charged twice.
      if (!key) await refuseIfAlreadyOn(venueId, price.plan);
      const subscription = await payments.createSubscription({
        venueId,
        priceId,
        discountId: discountId ?? null,
        paymentMethodId,
        cardholderName,
        idempotencyKey: key ? `checkout-${venueId}-${key}` : `checkout-${randomUUID()}`,
      });
      if (!subscription.paymentIntent) throw new PaymentProviderUnavailableError();
      if (subscription.status === 'active') await recordPaid(subscription, request.commandContext());
      return {
        subscriptionId: subscription.id,
        paymentIntent: subscription.paymentIntent,
        message: subscription.status === 'active' ? checkoutMessages.success : '',
      };
    },
  );

  // After the card's 3-D Secure step: records the plan if the provider now says it is paid.
  app.post(
    '/api/venues/:venueId/subscription/checkout/complete',
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        body: completeCheckoutBodySchema,
        response: { 200: venueSubscriptionViewSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const subscription = await payments.retrieveSubscription(request.body.subscriptionId);
      if (!subscription || subscription.venueId !== venueId) throw domainErrorOf(subscriptionErrors.paymentNotFound);
      if (subscription.status !== 'active') throw domainErrorOf(subscriptionErrors.paymentIncomplete);
      await recordPaid(subscription, request.commandContext());
      return currentSubscription(platform, venueId);
    },
  );

  app.post(
    '/api/venues/:venueId/subscription/cancel',
    {
      // Spec 02 §6: "Cancel Subscription" is on the admins' plan cards only.
      config: { access: 'admin', alsoAnswers: [503] },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        response: { 200: subscriptionCancelledResponseSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const current = await currentSubscription(platform, venueId);
      if (current.status !== 'active' || current.plan === 'free') throw domainErrorOf(subscriptionErrors.notSubscribed);
      // The provider stops billing first: a failure there leaves the plan as it was, to try again.
      if (current.paymentProvider === payments.name) await payments.cancelSubscription(current.subscriptionId);
      const outcome = await commands.cancelSubscription(venueId, request.commandContext());
      await platform.runner.waitFor(outcome.position);
      return { message: subscriptionMessages.cancelled, subscription: await currentSubscription(platform, venueId) };
    },
  );

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes Stripe sent, so this route reads its body unparsed.
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 262_144 },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      '/api/payments/webhook',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { tags: ['subscriptions'], response: { 200: z.object({ received: z.literal(true) }) } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature']?.toString();
        const event = await payments.parseWebhook(String(request.body ?? ''), signature);
        if (event) await recordPaid(event.subscription, systemContext(platform.clock()));
        return { received: true as const };
      },
    );
  });

  // The sandbox's own card field and 3-D Secure step; with Stripe these are Stripe.js and Stripe.
  const sandbox = payments.name === 'sandbox' ? (payments as SandboxPaymentProvider) : null;
  const sandboxOnly = () => {
    if (!sandbox) throw domainErrorOf(subscriptionErrors.paymentNotFound);
    return sandbox;
  };

  app.post(
    '/api/sandbox-payments/payment-methods',
    {
      config: { access: 'signedIn', rateLimit: sandboxRateLimit, alsoAnswers: [402] },
      schema: { tags: ['subscriptions'], body: sandboxCardBodySchema, response: { 200: sandboxPaymentMethodSchema } },
    },
    async (request) => sandboxOnly().createPaymentMethod(request.body),
  );

  app.post(
    '/api/sandbox-payments/confirm',
    {
      config: { access: 'signedIn', rateLimit: sandboxRateLimit, alsoAnswers: [402] },
      schema: {
        tags: ['subscriptions'],
        body: sandboxConfirmBodySchema,
        response: { 200: sandboxConfirmResponseSchema },
      },
    },
    async (request) => {
      await sandboxOnly().confirm(request.body.clientSecret, request.body.outcome);
      return { status: 'succeeded' as const, message: null };
    },
  );
};
