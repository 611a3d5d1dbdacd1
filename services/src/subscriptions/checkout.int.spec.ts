import { checkoutMessages, sandboxTestCards, subscriptionStreamId } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import type { SandboxPaymentProvider } from './payments/sandboxPaymentProvider';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;
let asSupplier: ReturnType<typeof injectAs>;

// One seeded store for the whole file: each test works on its own venue or reads what it changed.
beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const sandbox = () => harness.platform.payments as SandboxPaymentProvider;
const harbour = '/api/venues/ven-harbour-kitchen/subscription';

async function cardToken(number: string, expiry = '12/30') {
  const response = await asVenueUser({
    method: 'POST',
    url: '/api/sandbox-payments/payment-methods',
    payload: { number, expiry, cvc: '123' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}

async function priceOf(plan: string) {
  const prices = (await asVenueUser({ url: `${harbour}/prices` })).json();
  return prices.prices.find((price: { plan: string }) => price.plan === plan);
}

async function subscriptionEvents(venueId: string) {
  const events = await harness.platform.eventStore.readStream(subscriptionStreamId(venueId));
  return events.map((event) => event.type);
}

describe('checkout with the sandbox provider', () => {
  it('lists the paid plans with their monthly price in pence, labelled sandbox', async () => {
    const response = await asVenueUser({ url: `${harbour}/prices` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      prices: [
        { id: 'price_sandbox_starter_monthly', nickname: 'Starter', unit_amount: 2900, plan: 'starter' },
        { id: 'price_sandbox_growth_monthly', nickname: 'Growth', unit_amount: 7900, plan: 'growth' },
        { id: 'price_sandbox_pro_monthly', nickname: 'Pro', unit_amount: 14_900, plan: 'pro' },
      ],
    });
  });

  it('puts the plan in force once 4242 4242 4242 4242 pays, recorded once though the webhook arrives too', async () => {
    const price = await priceOf('growth');
    const paymentMethodId = await cardToken('4242 4242 4242 4242');
    const response = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: price.id, discountId: null, paymentMethodId, cardholderName: 'Sam Carter' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      paymentIntent: { status: 'succeeded' },
      message: 'Payment successful! Subscription created successfully.',
    });
    await sandbox().delivered();
    const subscription = (await asVenueUser({ url: harbour })).json();
    expect(subscription).toMatchObject({
      subscriptionId: response.json().subscriptionId,
      plan: 'growth',
      planName: 'Growth',
      amountPence: 7900,
      activatedByAdmin: false,
      paymentProvider: 'sandbox',
      status: 'active',
    });
    const usage = (await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/plan-usage' })).json();
    expect(usage.plan).toBe('growth');
    const events = await subscriptionEvents('ven-harbour-kitchen');
    expect(events.filter((type) => type === 'SubscriptionPlanActivated')).toHaveLength(2);
  });

  it('refuses 4000 0000 0000 0002 with the card-declined message and records nothing', async () => {
    const before = await harness.platform.eventStore.headPosition();
    const price = await priceOf('pro');
    const paymentMethodId = await cardToken(sandboxTestCards.declined);
    const response = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: price.id, paymentMethodId, cardholderName: 'Sam Carter' },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect(await harness.platform.eventStore.headPosition()).toBe(before);
  });

  it('asks for the extra step with 4000 0027 6000 3184, then records the plan once confirmed', async () => {
    const price = await priceOf('pro');
    const paymentMethodId = await cardToken(sandboxTestCards.requiresAction);
    const started = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: price.id, paymentMethodId, cardholderName: 'Sam Carter' },
    });
    expect(started.statusCode).toBe(200);
    const { subscriptionId, paymentIntent } = started.json();
    expect(paymentIntent.status).toBe('requires_action');

    const early = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout/complete`,
      payload: { subscriptionId },
    });
    expect(early.statusCode).toBe(409);
    expect((await asVenueUser({ url: harbour })).json().plan).toBe('growth');

    const confirmed = await asVenueUser({
      method: 'POST',
      url: '/api/sandbox-payments/confirm',
      payload: { clientSecret: paymentIntent.client_secret, outcome: 'complete' },
    });
    expect(confirmed.statusCode).toBe(200);
    const completed = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout/complete`,
      payload: { subscriptionId },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ subscriptionId, plan: 'pro', amountPence: 14_900 });
    await sandbox().delivered();
    const again = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout/complete`,
      payload: { subscriptionId },
    });
    expect(again.statusCode).toBe(200);
    const events = await subscriptionEvents('ven-harbour-kitchen');
    expect(events.filter((type) => type === 'SubscriptionPlanActivated')).toHaveLength(3);
  });

  it('gives the bank’s refusal when the extra step fails, and the plan stays', async () => {
    const price = await priceOf('starter');
    const paymentMethodId = await cardToken(sandboxTestCards.requiresAction);
    const started = (
      await asVenueUser({
        method: 'POST',
        url: `${harbour}/checkout`,
        payload: { priceId: price.id, paymentMethodId, cardholderName: 'Sam Carter' },
      })
    ).json();
    const failed = await asVenueUser({
      method: 'POST',
      url: '/api/sandbox-payments/confirm',
      payload: { clientSecret: started.paymentIntent.client_secret, outcome: 'fail' },
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error.message).toBe(checkoutMessages.authenticationFailed);
    expect((await asVenueUser({ url: harbour })).json().plan).toBe('pro');
  });

  it('refuses real card numbers, bad numbers, past expiry dates and unknown tokens with 4xx', async () => {
    const card = (number: string, expiry = '12/30') =>
      asVenueUser({
        method: 'POST',
        url: '/api/sandbox-payments/payment-methods',
        payload: { number, expiry, cvc: '123' },
      });
    const real = await card('5555 5555 5555 4444');
    expect(real.statusCode).toBe(402);
    expect(real.json().error.message).toBe(checkoutMessages.notATestCard);
    expect((await card('4242 4242 4242 4241')).json().error.message).toBe('Your card number is invalid.');
    expect((await card(sandboxTestCards.succeeds, '01/20')).statusCode).toBe(400);
    expect((await card('42')).statusCode).toBe(400);
    const unknown = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: 'price_sandbox_starter_monthly', paymentMethodId: 'pm_forged', cardholderName: 'Sam' },
    });
    expect(unknown.statusCode).toBe(400);
    const noName = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: 'price_sandbox_pro_monthly', paymentMethodId: 'pm_forged', cardholderName: '  ' },
    });
    expect(noName.statusCode).toBe(400);
    const unknownPrice = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: {
        priceId: 'price_free',
        paymentMethodId: await cardToken(sandboxTestCards.succeeds),
        cardholderName: 'S',
      },
    });
    expect(unknownPrice.statusCode).toBe(400);
    expect(unknownPrice.json().error.code).toBe('UNKNOWN_PRICE');
  });

  it('refuses a repeated submit without a key before charging: the venue is already on the plan', async () => {
    const again = await asVenueUser({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: {
        priceId: 'price_sandbox_pro_monthly',
        paymentMethodId: await cardToken(sandboxTestCards.succeeds),
        cardholderName: 'Sam Carter',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This venue is already on this plan for the current period');
  });

  it('keeps checkout to the venue’s own users and a subscription to its own venue', async () => {
    const paymentMethodId = await cardToken(sandboxTestCards.succeeds);
    const outsider = await asSupplier({
      method: 'POST',
      url: `${harbour}/checkout`,
      payload: { priceId: 'price_sandbox_pro_monthly', paymentMethodId, cardholderName: 'S' },
    });
    expect(outsider.statusCode).toBe(403);
    const harbourSubscription = (await asVenueUser({ url: harbour })).json().subscriptionId;
    const elsewhere = await asVenueUser({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/subscription/checkout/complete',
      payload: { subscriptionId: harbourSubscription },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('ignores a webhook without a valid signature', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});

describe('Cancel Subscription by an admin', () => {
  it('moves a paid venue to Free at once, stops the provider billing, and is for admins only', async () => {
    const refused = await asVenueUser({ method: 'POST', url: `${harbour}/cancel` });
    expect(refused.statusCode).toBe(403);
    const { subscriptionId } = (await asAdmin({ url: harbour })).json();
    const response = await asAdmin({ method: 'POST', url: `${harbour}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The subscription has been cancelled. The venue is on the Free Plan.',
      subscription: { plan: 'free', status: 'canceled', amountPence: 0, paymentProvider: null },
    });
    expect((await sandbox().retrieveSubscription(subscriptionId))?.status).toBe('canceled');
    const again = await asAdmin({ method: 'POST', url: `${harbour}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This venue has no paid subscription to cancel');
  });

  it('cancels a plan an admin activated, which no provider bills', async () => {
    const response = await asAdmin({ method: 'POST', url: '/api/venues/ven-crown-anchor/subscription/cancel' });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription.plan).toBe('free');
    const reactivated = await asAdmin({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/subscription/plan',
      payload: { plan: 'pro' },
    });
    expect(reactivated.json()).toMatchObject({ plan: 'pro', status: 'active', activatedByAdmin: true });
  });
});
