import { type BasketView, orderStreamId, type PlanUsage, usageOf } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDecider } from '../ordering/order/order';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const freeVenue = 'ven-harbour-kitchen';
const proVenue = 'ven-crown-anchor';
const lemons = 'sup-fresh-direct-p003'; // Fresh Direct, £16.25, Monday to Saturday, minimum £50.

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;

beforeEach(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  const basket = (await asVenueUser({ url: `/api/venues/${freeVenue}/basket` })).json() as BasketView;
  for (const line of basket.groups.flatMap((group) => group.lines)) {
    await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${freeVenue}/basket/lines/${line.productId}`,
      payload: { quantity: 0 },
    });
  }
});
afterEach(async () => {
  await harness.close();
});

const planUsage = async (venueId: string) => {
  const response = await asVenueUser({ url: `/api/venues/${venueId}/plan-usage` });
  expect(response.statusCode).toBe(200);
  return response.json() as PlanUsage;
};

async function orderLemons(poNumber?: string) {
  await asVenueUser({
    method: 'POST',
    url: `/api/venues/${freeVenue}/basket/lines`,
    payload: { productId: lemons, quantity: 4 },
  });
  return asVenueUser({
    method: 'POST',
    url: `/api/venues/${freeVenue}/basket/order`,
    payload: { requiredDeliveryDay: '2026-11-24', notes: '', ...(poNumber ? { poNumber } : {}) },
  });
}

describe('plan usage API', () => {
  it('answers the Free plan with PO_Numbers limited to 0 this month', async () => {
    const usage = await planUsage(freeVenue);
    expect(usage).toMatchObject({ venueId: freeVenue, plan: 'free', planName: 'Free', month: '2026-11' });
    expect(usageOf(usage, 'PO_Numbers')).toMatchObject({ limit: 0, remaining: 0 });
    expect(usage.includedFeatures).toEqual([]);
  });

  it('answers the Pro plan with unlimited PO numbers and every gated feature', async () => {
    const usage = await planUsage(proVenue);
    expect(usage.plan).toBe('pro');
    expect(usageOf(usage, 'PO_Numbers')).toMatchObject({ limit: null, remaining: null });
    expect(usage.includedFeatures).toEqual(['Stock_Takes', 'Special_Purchases', 'Xero', 'Gross_Profit_Entries']);
  });

  it('is refused for a venue outside the account', async () => {
    const outsider = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    expect((await outsider({ url: `/api/venues/${freeVenue}/plan-usage` })).statusCode).toBe(403);
  });
});

describe('PO_Numbers limit on the basket order', () => {
  it("refuses a PO number on the Free plan with 'You have reached the limit of your current plan for this month.'", async () => {
    const before = await harness.platform.eventStore.headPosition();
    const response = await orderLemons('PO-FREE-1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'PLAN_LIMIT_REACHED',
        title: 'Plan Limit',
        message: 'You have reached the limit of your current plan for this month.',
        fields: { poNumber: 'You have reached the limit of your current plan for this month.' },
      },
    });
    // Only the line added to the basket was recorded: no order.
    expect(await harness.platform.eventStore.headPosition()).toBe(before + 1);
  });

  it('places the same basket without a PO number', async () => {
    expect((await orderLemons()).statusCode).toBe(201);
  });

  it('counts a PO number against a paid plan and refuses it once the month is used up', async () => {
    await asAdmin({ method: 'POST', url: `/api/venues/${freeVenue}/subscription/plan`, payload: { plan: 'starter' } });
    const start = usageOf(await planUsage(freeVenue), 'PO_Numbers');
    expect(start.limit).toBe(5);
    const allowance = start.remaining ?? 0;
    // The demo history already used some of November's allowance; at least one must be left to test.
    expect(allowance).toBeGreaterThan(0);
    for (let index = 0; index < allowance; index += 1) {
      expect((await orderLemons(`PO-STARTER-${index}`)).statusCode).toBe(201);
    }
    expect(usageOf(await planUsage(freeVenue), 'PO_Numbers')).toMatchObject({
      used: start.used + allowance,
      remaining: 0,
    });
    expect((await orderLemons('PO-STARTER-ONE-TOO-MANY')).statusCode).toBe(403);
    // A PO number already used this month costs nothing more.
    expect((await orderLemons('PO-STARTER-0')).statusCode).toBe(201);
  });

  it('counts a manual order with a PO number, recorded as OrderPlaced with placedManually', async () => {
    const before = usageOf(await planUsage(proVenue), 'PO_Numbers').used;
    const recorded = await handleCommand(
      harness.platform.eventStore,
      orderStreamId('manual-1'),
      orderDecider,
      {
        type: 'RecordPlacedOrder',
        order: {
          orderId: 'manual-1',
          supplierId: 'sup-fresh-direct',
          supplierTitle: 'Fresh Direct',
          requiredDeliveryDay: '2026-11-23',
          lines: [
            {
              productId: lemons,
              sku: 'FD-1',
              title: 'Lemons',
              size: '80',
              UoM: 'Box',
              quantity: 1,
              unitPrice: 1625,
              hasVat: false,
            },
          ],
          venueId: proVenue,
          orderedAt: now.toISOString(),
          orderedDate: '2026-11-22',
          poNumber: 'PO-MANUAL-77',
          notes: '',
          placedVia: 'dashboard',
          placedBy: 'account-1',
          placedManually: true,
        },
      },
      systemContext(now),
    );
    await harness.platform.runner.waitFor(recorded.position);
    expect(usageOf(await planUsage(proVenue), 'PO_Numbers').used).toBe(before + 1);
  });
});
