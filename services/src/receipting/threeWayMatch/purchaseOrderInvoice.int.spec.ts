import { type OrderEvent, orderStreamId, type PurchaseOrders } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, linked, proPlan, supplier, venue } from '../../platform/engines/scenarioStreams';
import { multipartFilesBody } from '../../platform/files/multipartFilesBody';

const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const po = `/api/venues/${venueId}/receipting/brakes/PO-100`;
const placed = orderPlaced({
  orderId: 'o-1',
  venueId,
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  poNumber: 'PO-100',
  lines: [
    orderLine({ productId: 'chips', sku: 'chips-sku', title: 'Chips 2.5kg', size: '1', quantity: 4, unitPrice: 2349 }),
    orderLine({ productId: 'oil', sku: 'oil-sku', title: 'Rapeseed oil', size: '5l', quantity: 2, unitPrice: 1500 }),
  ],
});
const orderStream: [string, OrderEvent[]] = [orderStreamId('o-1'), [placed, supplierApproved(placed.data)]];

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      supplier('brakes', { title: 'Brakes', emailAddress: 'orders@brakes.test' }),
      orderStream,
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

/** The invoice typed in with its total, for PO-100 of Brakes. */
async function uploadInvoice(totalPence: number) {
  const form = multipartFilesBody([{ name: 'br-1.png', content: pngPixel, contentType: 'image/png' }], {
    items: JSON.stringify([{ supplierId: 'brakes', purchaseOrderNumber: 'PO-100', comment: '', totalPence }]),
  });
  const response = await asBuyer({
    method: 'POST',
    url: `/api/venues/${venueId}/invoice-uploads`,
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
}
const pngPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The chips were invoiced at £25.99 instead of the agreed £23.49, and the venue recorded the invoice's price. */
async function receiptWithInvoicePrice(price: number) {
  const saved = await asBuyer({
    method: 'POST',
    url: `${po}/receipt`,
    payload: {
      send: false,
      reports: [
        {
          orderId: 'o-1',
          productId: 'chips',
          error: 'Supplier / Invoice adjustment',
          notes: 'Invoice price',
          quantity: 4,
          price,
          sku: '',
          size: '',
          title: '',
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const mismatches = async () =>
  (await scenario.newRecordedEvents()).filter((event) => event.type === 'InvoiceMismatchRaised');

describe('three-way match: prices above the agreed ones (issue 49)', () => {
  it('asks the supplier to credit an invoice priced above the agreed prices, though it matches what was received', async () => {
    await receiptWithInvoicePrice(2599);
    // The invoice asks exactly what the received lines cost at the invoice's prices: 4 × £25.99 + 2 × £15.00.
    await uploadInvoice(4 * 2599 + 2 * 1500);
    const raised = await mismatches();
    expect(raised).toHaveLength(1);
    expect(raised[0]?.data).toMatchObject({
      receivedPence: 4 * 2349 + 2 * 1500,
      invoicedPence: 4 * 2599 + 2 * 1500,
      creditPence: 4 * 250,
    });
    const orders = (
      (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })).json() as PurchaseOrders
    ).purchaseOrders;
    expect(orders[0]?.match).toMatchObject({ status: 'mismatch', differencePence: 1_000, creditRequested: true });
  });

  it("asks nothing for a price above the agreed one within the venue's tolerance", async () => {
    // 4 × 5p = 20p over, inside the larger of 2 % and £1.
    await receiptWithInvoicePrice(2354);
    await uploadInvoice(4 * 2354 + 2 * 1500);
    expect(await mismatches()).toHaveLength(0);
    const orders = (
      (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })).json() as PurchaseOrders
    ).purchaseOrders;
    expect(orders[0]?.match).toMatchObject({ status: 'matched' });
  });

  it('asks nothing for an invoice priced below the agreed prices', async () => {
    await receiptWithInvoicePrice(2199);
    await uploadInvoice(4 * 2199 + 2 * 1500);
    expect(await mismatches()).toHaveLength(0);
  });
});

describe("the PO's 'Invoice checked' flag (issue 49)", () => {
  const purchaseOrder = async () =>
    (
      (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })).json() as PurchaseOrders
    ).purchaseOrders.find((entry) => entry.poNumber === 'PO-100');

  it('is unticked on a new invoice, follows what a venue user ticks, and shows on the invoices dashboard', async () => {
    await uploadInvoice(4 * 2349 + 2 * 1500);
    const invoice = (await purchaseOrder())?.invoice;
    expect(invoice).toMatchObject({ checked: false });
    const url = `/api/venues/${venueId}/invoice-uploads/${invoice?.invoiceId}/checked`;

    const ticked = await asBuyer({ method: 'PUT', url, payload: { checked: true } });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ invoiceId: invoice?.invoiceId, checked: true });
    expect((await purchaseOrder())?.invoice).toMatchObject({ checked: true });
    const dashboard = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/invoice-uploads` })).json();
    expect(dashboard.invoices[0]).toMatchObject({ purchaseOrderNumber: 'PO-100', checked: true });

    // Ticking it again records nothing more; unticking records that.
    await asBuyer({ method: 'PUT', url, payload: { checked: true } });
    await asBuyer({ method: 'PUT', url, payload: { checked: false } });
    const recorded = (await scenario.newEvents()).filter((event) => event.type === 'InvoiceChecked');
    expect(recorded.map((event) => (event.data as { checked: boolean }).checked)).toEqual([true, false]);
    expect((await purchaseOrder())?.invoice).toMatchObject({ checked: false });
  });

  it('refuses a body without the flag and an invoice the venue does not have', async () => {
    await uploadInvoice(4 * 2349 + 2 * 1500);
    const invoiceId = (await purchaseOrder())?.invoice?.invoiceId;
    const url = `/api/venues/${venueId}/invoice-uploads/${invoiceId}/checked`;
    expect((await asBuyer({ method: 'PUT', url, payload: {} })).statusCode).toBe(400);
    const unknown = await asBuyer({
      method: 'PUT',
      url: `/api/venues/${venueId}/invoice-uploads/no-such-invoice/checked`,
      payload: { checked: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
