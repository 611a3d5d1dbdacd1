import { type BasketView, type OrdersByDay, orderingMessages, type PlacedBasketOrder } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';

// Monday 23 November 2026, 12:00 in London: tomorrow is Tuesday 24th.
const now = new Date('2026-11-23T12:00:00.000Z');
const venueId = 'ven-tavern';
const chips = 'brakes-chips'; // Brakes: cut-off 11:00, already passed.
const lemons = 'fresh-lemons'; // Fresh Direct: cut-off 16:00, still open.

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes'), linked(venueId, 'fresh')),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      supplier('brakes', {
        title: 'Brakes',
        deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        cutOffTime: '11:00',
      }),
      supplier('fresh', { title: 'Fresh Direct', deliveryDays: [], cutOffTime: '16:00' }),
      product(chips, 'brakes', { supplierTitle: 'Brakes', title: 'Chips 2.5kg', OMSPrice: 2349, hasVat: false }),
      product(lemons, 'fresh', { supplierTitle: 'Fresh Direct', title: 'Lemons', OMSPrice: 1625, hasVat: false }),
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

const base = `/api/venues/${venueId}`;
const add = (productId: string, quantity: number) =>
  asBuyer({ method: 'POST', url: `${base}/basket/lines`, payload: { productId, quantity } });
const order = (requiredDeliveryDay: string) =>
  asBuyer({ method: 'POST', url: `${base}/basket/order`, payload: { requiredDeliveryDay } });

describe("the order cut-off (spec 03 customers' terms)", () => {
  it('tells the basket the time and each supplier’s cut-off, so the screen can check a date before sending', async () => {
    await add(chips, 2);
    const basket = (await asBuyer({ url: `${base}/basket` })).json() as BasketView;
    expect(basket.time).toBe('12:00');
    expect(basket.groups[0]).toMatchObject({ supplierTitle: 'Brakes', orderCutOffTime: '11:00' });
  });

  it('refuses tomorrow when every supplier in the basket is past its cut-off, with a clear message', async () => {
    await add(chips, 2);
    const refused = await order('2026-11-24');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'ORDER_CUT_OFF_PASSED',
      title: orderingMessages.orderCutOffPassed.title,
      message: orderingMessages.orderCutOffPassed.message,
    });
    expect((await order('2026-11-25')).statusCode).toBe(201);
  });

  it('moves a supplier past its cut-off to its next delivery day and says so, the others deliver tomorrow', async () => {
    await add(chips, 2);
    await add(lemons, 1);
    const placed = await order('2026-11-24');
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json() as PlacedBasketOrder;
    expect(Object.fromEntries(answer.orders.map((each) => [each.supplierTitle, each.requiredDeliveryDay]))).toEqual({
      Brakes: '2026-11-25',
      'Fresh Direct': '2026-11-24',
    });
    expect(answer.warning).toEqual({
      title: 'Partial Delivery Issue',
      message: 'The order cut-off time of Brakes (11:00) has passed. The next available delivery day will be used.',
    });
    const orders = (await asBuyer({ url: `${base}/orders` })).json() as OrdersByDay;
    expect(orders.days[0]?.groups.map((group) => group.orders[0]?.requiredDeliveryDay).sort()).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
  });
});
