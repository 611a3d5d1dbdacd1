import {
  featureUsageStreamId,
  type OrderEvent,
  orderStreamId,
  type PlanUsage,
  planLimitMessages,
  usageOf,
} from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, supplier, venue } from '../platform/engines/scenarioStreams';

// Tuesday 24 November 2026, 10:00 in London. The venue has no subscription: the Free plan, 1 PO receipted a month.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-free';

function approvedOrder(orderId: string, poNumber: string): [string, OrderEvent[]] {
  const placed = orderPlaced({
    orderId,
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    poNumber,
    lines: [orderLine({ productId: 'chips', quantity: 2, unitPrice: 500 })],
  });
  return [orderStreamId(orderId), [placed, supplierApproved(placed.data)]];
}

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Free House' }, linked(venueId, 'brakes')),
      await account('buyer@free.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      supplier('brakes', { title: 'Brakes', emailAddress: 'orders@brakes.test' }),
      approvedOrder('o-1', 'PO-1'),
      approvedOrder('o-2', 'PO-2'),
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@free.test');
});
afterEach(async () => {
  await scenario.close();
});

const ordersUrl = `/api/venues/${venueId}/receipting/orders?start=2026-11-01&end=2026-11-24`;
const fullAcceptUrl = (po: string) => `/api/venues/${venueId}/receipting/brakes/${po}/full-accept`;

async function goodsReceipting() {
  const answer = await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/plan-usage` });
  return usageOf(answer.json() as PlanUsage, 'Goods_Receipting');
}

describe('Goods receipting on the Free plan: 1 PO receipted a month, counted by the server', () => {
  it('counts nothing for opening or leaving the screen, only the first receipt of a PO', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await asBuyer({ method: 'GET', url: ordersUrl })).statusCode).toBe(200);
    }
    // The old client-side visit counter is gone: a reload or another address cannot reuse or spend a visit.
    expect((await asBuyer({ method: 'POST', url: `/api/venues/${venueId}/receipting/visits` })).statusCode).toBe(404);
    expect(await goodsReceipting()).toMatchObject({ limit: 1, used: 0, remaining: 1 });

    expect((await asBuyer({ method: 'POST', url: fullAcceptUrl('PO-1') })).statusCode).toBe(200);
    expect(await goodsReceipting()).toMatchObject({ limit: 1, used: 1, remaining: 0 });
    expect((await scenario.newEvents(featureUsageStreamId(venueId))).map((event) => event.data)).toEqual([
      { venueId, feature: 'Goods_Receipting', month: '2026-11', subject: 'brakes/PO-1' },
    ]);
  });

  it('refuses a second PO with the plan limit message', async () => {
    expect((await asBuyer({ method: 'POST', url: fullAcceptUrl('PO-1') })).statusCode).toBe(200);
    const second = await asBuyer({ method: 'POST', url: fullAcceptUrl('PO-2') });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.message).toBe(planLimitMessages.limitReached);
    expect(
      (
        await asBuyer({
          method: 'POST',
          url: `/api/venues/${venueId}/receipting/brakes/PO-2/receipt`,
          payload: { send: false, reports: [] },
        })
      ).statusCode,
    ).toBe(403);
    expect(await scenario.newEvents(orderStreamId('o-2'))).toEqual([]);
  });

  it('counts a PO once however often it is receipted', async () => {
    const saved = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/receipting/brakes/PO-1/receipt`,
      payload: { send: false, reports: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await asBuyer({ method: 'POST', url: fullAcceptUrl('PO-1') })).statusCode).toBe(200);
    expect(await goodsReceipting()).toMatchObject({ used: 1 });
    expect((await scenario.newEvents(featureUsageStreamId(venueId))).length).toBe(1);
  });
});
