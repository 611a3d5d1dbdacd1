import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripePaymentProvider';

const apiUrl = process.env.STRIPE_MOCK_URL;
const webhookSecret = 'whsec_oms_contract_test';

// stripe-mock answers from Stripe's OpenAPI spec and fixtures and refuses any request the spec
// refuses (unknown parameters, wrong types, bad enum values): these tests prove our request shapes.
describe.skipIf(!apiUrl)('the Stripe adapter against stripe-mock', () => {
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_oms',
    publishableKey: 'pk_test_oms',
    webhookSecret,
    ...(apiUrl ? { apiUrl } : {}),
  });

  it('creates a customer and a subscription charged at once, read back as active with its invoice', async () => {
    const subscription = await provider.createSubscription({
      venueId: 'ven-crown-anchor',
      priceId: 'price_oms_pro',
      discountId: 'coupon_oms',
      paymentMethodId: 'pm_card_visa',
      cardholderName: 'Sam Carter',
      idempotencyKey: 'checkout-contract-1',
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('active');
    expect(subscription.paymentIntent).toMatchObject({ status: 'succeeded' });
    expect(subscription.paymentIntent?.id).toMatch(/^in_/);
  });

  it('retrieves and cancels a subscription', async () => {
    const subscription = await provider.retrieveSubscription('sub_contract');
    expect(subscription?.id).toBe('sub_contract');
    await expect(provider.cancelSubscription('sub_contract')).resolves.toBeUndefined();
  });

  it('lists only the recurring prices that name one of our plans', async () => {
    const prices = await provider.listPrices();
    // stripe-mock's fixture price has no nickname: it names no plan, so none is offered.
    expect(prices).toEqual([]);
  });

  it('turns a signed invoice.paid delivery into the paid subscription, and refuses a forged one', async () => {
    const payload = JSON.stringify({
      id: 'evt_contract_paid',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_contract',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_paid' } },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const event = await provider.parseWebhook(payload, header);
    expect(event).toMatchObject({ eventId: 'evt_contract_paid', subscription: { id: 'sub_paid', status: 'active' } });

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(provider.parseWebhook(payload, forged)).rejects.toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    await expect(provider.parseWebhook(payload, undefined)).rejects.toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
  });

  it('answers other verified events with nothing to record', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(await provider.parseWebhook(payload, header)).toBeNull();
  });
});
