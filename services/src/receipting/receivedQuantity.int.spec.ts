import { orderStreamId, type PurchaseOrders } from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';

// Tuesday 24 November 2026, 10:00 in London.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-harbour';

const placed = orderPlaced({
  orderId: 'o-1',
  venueId,
  supplierId: 'wines',
  supplierTitle: 'Harbour Wines',
  lines: [
    orderLine({
      productId: 'rioja',
      sku: 'RIO-1',
      title: 'Rioja Crianza',
      size: '75cl',
      quantity: 4,
      unitPrice: 4925,
      hasVat: true,
    }),
  ],
  poNumber: '8C0D59FF',
  // A manual order is confirmed at once: no supplier decision sets an agreed quantity.
  placedManually: true,
});

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'Harbour Kitchen' }, linked(venueId, 'wines')),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@harbour.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      supplier('wines', { title: 'Harbour Wines', emailAddress: 'orders@wines.test' }),
      [orderStreamId('o-1'), [placed]],
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@harbour.test');
});
afterEach(async () => {
  await scenario.close();
});

const linesOfPo = async () => {
  const answer = (
    await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })
  ).json() as PurchaseOrders;
  return answer.purchaseOrders[0]?.lines ?? [];
};

describe('the quantity a goods receipting line was received at', () => {
  it('is the ordered quantity until something is reported', async () => {
    expect(await linesOfPo()).toMatchObject([{ orderedQuantity: 4, receivedQuantity: 4, price: 4925, spend: 19_700 }]);
  });

  it('is the reported quantity once a line is reported Damaged with quantity 1, the same one its spend charges', async () => {
    const saved = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/receipting/wines/8C0D59FF/receipt`,
      payload: {
        send: true,
        reports: [
          {
            orderId: 'o-1',
            productId: 'rioja',
            error: 'Damaged',
            notes: 'Three bottles broken',
            quantity: 1,
            price: 4925,
            sku: '',
            size: '',
            title: '',
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [rioja] = await linesOfPo();
    expect(rioja).toMatchObject({ orderedQuantity: 4, receivedQuantity: 1, price: 4925, spend: 4925 });
    expect(rioja?.spend).toBe(Math.round((rioja?.receivedQuantity ?? 0) * (rioja?.price ?? 0)));
  });
});
