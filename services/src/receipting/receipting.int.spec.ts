import { type OrderEvent, orderStreamId, type PurchaseOrders } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPdf } from '../platform/documents/pdfDocument';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import { multipartFilesBody } from '../platform/files/multipartFilesBody';

// Tuesday 24 November 2026, 10:00 in London.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const line = (productId: string, title: string, quantity: number, unitPrice: number) =>
  orderLine({
    productId,
    sku: `${productId}-sku`,
    title,
    size: '1',
    UoM: productId === 'beef' ? 'Kg' : 'Each',
    quantity,
    unitPrice,
  });

function order(
  orderId: string,
  options: { approved: boolean; manual?: boolean; poNumber?: string | null },
): [string, OrderEvent[]] {
  const placed = orderPlaced({
    orderId,
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    lines: [line('chips', 'Chips 2.5kg', 4, 2349), line('beef', 'Beef brisket', 2, 1500)],
    poNumber: options.poNumber === undefined ? 'PO-100' : options.poNumber,
    placedManually: options.manual ?? false,
  });
  return [orderStreamId(orderId), options.approved ? [placed, supplierApproved(placed.data)] : [placed]];
}

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      venue('ven-other', { title: 'Elsewhere' }),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      await account('other@elsewhere.test', { name: 'Other', venueIds: ['ven-other'] }),
      supplier('brakes', { title: 'Brakes', emailAddress: 'orders@brakes.test' }),
      product('mayo', 'brakes', { supplierTitle: 'Brakes', title: 'Mayonnaise 5l', OMSPrice: 899, hasVat: false }),
      order('o-1', { approved: true }),
      order('o-2', { approved: false, poNumber: 'PO-200' }),
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

const po = `/api/venues/${venueId}/receipting/brakes/PO-100`;
const list = async () =>
  ((await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })).json() as PurchaseOrders)
    .purchaseOrders;

async function supplierLink() {
  const mails = await readModels.mailbox.in(scenario.platform.readStore).find({ to: 'orders@brakes.test' });
  const mail = mails.find((candidate) => candidate.subject.includes('PO-100'));
  return /\/receipting\/checklist\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
}

const damagedChips = {
  orderId: 'o-1',
  productId: 'chips',
  error: 'Damaged',
  notes: 'Two bags split',
  quantity: 2,
  price: 2349,
  sku: '',
  size: '',
  title: '',
};

describe('goods receipting API', () => {
  it('lists purchase orders of the last 40 days with their status and amounts in pence', async () => {
    const orders = await list();
    expect(orders.map((entry) => [entry.poNumber, entry.status])).toEqual([
      ['PO-100', 'Confirmed'],
      ['PO-200', 'Received'],
    ]);
    expect(orders[0]).toMatchObject({
      totalSpendOrdered: 4 * 2349 + 2 * 1500,
      totalSpendReceived: 4 * 2349 + 2 * 1500,
    });
  });

  it('refuses Something Else without comments and a quantity above the ordered one, losing nothing', async () => {
    const noNotes = await asBuyer({
      method: 'POST',
      url: `${po}/receipt`,
      payload: { send: true, reports: [{ ...damagedChips, error: 'Something Else', notes: ' ' }] },
    });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().error.message).toBe('Please add comments to the text box.');
    const tooMany = await asBuyer({
      method: 'POST',
      url: `${po}/receipt`,
      payload: { send: true, reports: [{ ...damagedChips, quantity: 5 }] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await scenario.newEvents(orderStreamId('o-1'))).toEqual([]);
  });

  it('sends changes to the supplier, who approves them through the signed link; the credit is owed and resolved once', async () => {
    const sent = await asBuyer({
      method: 'POST',
      url: `${po}/receipt`,
      payload: { send: true, reports: [damagedChips] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await scenario.newEvents(orderStreamId('o-1'))).map((event) => event.type)).toEqual([
      'ReceiptingErrorReported',
      'GoodsReceipted',
    ]);
    const [sentOrder] = await list();
    expect(sentOrder).toMatchObject({ receiptingStatus: 'Sent to supplier', pendingChanges: 1 });
    expect(sentOrder?.lines.find((entry) => entry.productId === 'chips')?.status).toBe('Sent to supplier');
    // Spend step 2 before step 3: the quantity the supplier agreed at ordering holds until it answers the change.
    expect(sentOrder?.totalSpendReceived).toBe(4 * 2349 + 2 * 1500);

    const link = await supplierLink();
    expect(link).toContain('token=');
    const refused = await scenario.app.inject({
      method: 'GET',
      url: `/api${link.replace(/token=[^&]+/, 'token=1.forged')}`,
    });
    expect(refused.statusCode).toBe(403);
    const page = await scenario.app.inject({ method: 'GET', url: `/api${link}` });
    expect(page.statusCode, page.body).toBe(200);
    const request = page.json();
    expect(request).toMatchObject({ venueTitle: 'The Tavern', supplierTitle: 'Brakes', poNumber: 'PO-100' });
    expect(request.lines).toHaveLength(1);
    expect(request.lines[0]).toMatchObject({ error: 'Damaged', label: 'Adjusted', approved: null });

    const answer = await scenario.app.inject({
      method: 'POST',
      url: `/api${link.replace('?', '/approve?')}`,
      payload: {
        lines: [
          { orderId: 'o-1', productId: 'chips', reportId: request.lines[0].reportId, approved: true, quantity: 2 },
        ],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const decided = (await scenario.newRecordedEvents()).filter((event) => event.type === 'ReceiptingChangeDecided');
    expect(decided).toHaveLength(1);
    expect(decided[0]?.metadata.channel).toBe('supplier link');
    expect(decided[0]?.data).toMatchObject({ approved: true, creditPence: 2 * 2349 });

    const again = await scenario.app.inject({
      method: 'POST',
      url: `/api${link.replace('?', '/approve?')}`,
      payload: {
        lines: [
          { orderId: 'o-1', productId: 'chips', reportId: request.lines[0].reportId, approved: false, quantity: 4 },
        ],
      },
    });
    expect(again.statusCode).toBe(409);

    const [answered] = await list();
    expect(answered).toMatchObject({ receiptingStatus: 'Credit approved by supplier', pendingChanges: 0 });
    expect(answered?.totalSpendReceived).toBe(2 * 2349 + 2 * 1500);

    const notes = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/credit-notes` })).json();
    expect(notes).toMatchObject({ total: 1, outstandingPence: 2 * 2349 });
    const [note] = notes.creditNotes;
    expect(note).toMatchObject({ poNumber: 'PO-100', title: 'Chips 2.5kg', quantity: 4, updatedQuantity: 2 });
    // Spec 02 §2.7's PO search: a part of the number, in any case, finds it; another number does not.
    for (const [po, total] of [
      ['po-1', 1],
      ['O-10', 1],
      ['PO-100', 1],
      ['PO-2', 0],
      ['.*', 0],
    ] as const) {
      const found = await asBuyer({
        method: 'GET',
        url: `/api/venues/${venueId}/credit-notes?po=${encodeURIComponent(po)}`,
      });
      expect(found.json().total, `search ${po}`).toBe(total);
    }

    const resolveUrl = `/api/venues/${venueId}/credit-notes/${encodeURIComponent(note.id)}/resolve`;
    expect((await asBuyer({ method: 'POST', url: resolveUrl })).statusCode).toBe(200);
    expect((await asBuyer({ method: 'POST', url: resolveUrl })).statusCode).toBe(200);
    expect(
      (await scenario.newEvents(orderStreamId('o-1'))).filter((event) => event.type === 'CreditNoteResolved'),
    ).toHaveLength(1);
    const unresolved = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/credit-notes` })).json();
    const resolved = (
      await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/credit-notes?resolved=true` })
    ).json();
    expect([unresolved.total, resolved.total]).toEqual([0, 1]);

    const history = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/history` })).json();
    const texts = history.rows.flatMap((row: { texts: string[] }) => row.texts);
    expect(texts).toContain('Change quantity from 4 to 2');
    expect(
      texts.some((text: string) => /^Dashboard reported "Damaged" on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/.test(text)),
    ).toBe(true);
    expect(texts).toContain('Accepted by Supplier link');
  });

  it('accepts a weighted item at once and prices the line by its weight', async () => {
    const saved = await asBuyer({
      method: 'POST',
      url: `${po}/receipt`,
      payload: {
        send: false,
        reports: [
          {
            ...damagedChips,
            productId: 'beef',
            error: 'Weighted item',
            notes: '',
            quantity: 2,
            price: 1500,
            weight: 2.4,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [receipted] = await list();
    expect(receipted?.receiptingStatus).toBe('Saved');
    expect(receipted?.lines.find((entry) => entry.productId === 'beef')?.status).toBe('Accepted');
    expect(receipted?.totalSpendReceived).toBe(4 * 2349 + Math.round(2.4 * 1500));
  });

  it('waits on the supplier before a received order can be receipted; full accept records once', async () => {
    const waiting = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/receipting/brakes/PO-200/full-accept`,
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toBe('Waiting on Supplier Approval');
    expect((await asBuyer({ method: 'POST', url: `${po}/full-accept` })).statusCode).toBe(200);
    expect((await asBuyer({ method: 'POST', url: `${po}/full-accept` })).statusCode).toBe(200);
    expect((await scenario.newEvents(orderStreamId('o-1'))).map((event) => event.type)).toEqual(['GoodsReceipted']);
  });

  it('adds a product of the same supplier to the order, and deletes only manual orders', async () => {
    const added = await asBuyer({ method: 'POST', url: `${po}/products`, payload: { productId: 'mayo', quantity: 3 } });
    expect(added.statusCode, added.body).toBe(200);
    const [withMayo] = await list();
    expect(withMayo?.lines.find((entry) => entry.productId === 'mayo')).toMatchObject({
      added: true,
      orderedQuantity: 3,
    });
    const zero = await asBuyer({ method: 'POST', url: `${po}/products`, payload: { productId: 'mayo', quantity: 0 } });
    expect(zero.statusCode).toBe(400);
    const deleted = await asBuyer({ method: 'DELETE', url: po });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe('Only orders placed manually on the dashboard can be deleted');
  });

  it("keeps one venue's receipts from another venue's users", async () => {
    const asOther = await scenario.signedInAs('other@elsewhere.test');
    expect((await asOther({ method: 'GET', url: `/api/venues/${venueId}/receipting/orders` })).statusCode).toBe(403);
    expect((await asOther({ method: 'POST', url: `${po}/full-accept` })).statusCode).toBe(403);
    const anonymous = await scenario.app.inject({
      method: 'GET',
      url: '/api/receipting/checklist/ven-tavern/brakes/PO-100?token=4102444800.forged',
    });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('three-way match', () => {
  /** An invoice for PO-100 of Brakes, as a PDF whose text names its total (nothing typed). */
  async function uploadInvoice(totalText: string) {
    const pdf = await renderPdf({ title: 'Invoice BR-1', generatedAt: now }, [
      { text: 'PO number: PO-100' },
      { text: `Total due: ${totalText}` },
    ]);
    const form = multipartFilesBody([{ name: 'br-1.pdf', content: pdf, contentType: 'application/pdf' }], {
      items: JSON.stringify([{ supplierId: 'brakes', purchaseOrderNumber: 'PO-100', comment: '', totalPence: null }]),
    });
    const response = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/invoice-uploads`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().newInvoices[0];
  }

  it('shows Matched when the invoice is within the tolerance of what was received', async () => {
    const invoice = await uploadInvoice('£123.46');
    expect(invoice.totalPence).toBe(12_346);
    await asBuyer({ method: 'POST', url: `${po}/full-accept` });
    const [receipted] = await list();
    expect(receipted?.match).toMatchObject({ status: 'matched', invoicedPence: 12_346, receivedPence: 12_396 });
    expect(receipted?.invoice?.invoiceId).toBe(invoice.invoiceId);
  });

  it("judges with the venue's own tolerance", async () => {
    const tolerance = `/api/venues/${venueId}/receipting/match-tolerance`;
    expect(
      (await asBuyer({ method: 'PUT', url: tolerance, payload: { percent: 0, minimumPence: 0 } })).statusCode,
    ).toBe(200);
    expect(
      (await asBuyer({ method: 'PUT', url: tolerance, payload: { percent: 0, minimumPence: 0 } })).statusCode,
    ).toBe(200);
    expect((await scenario.newEvents('venue-ven-tavern')).map((event) => event.type)).toEqual([
      'VenueMatchToleranceSet',
    ]);
    expect(
      (await asBuyer({ method: 'PUT', url: tolerance, payload: { percent: 80, minimumPence: 0 } })).statusCode,
    ).toBe(400);
    await uploadInvoice('£123.46');
    await asBuyer({ method: 'POST', url: `${po}/full-accept` });
    const [receipted] = await list();
    // 50p under what was received: reported, but nothing is owed back.
    expect(receipted?.match).toMatchObject({ status: 'mismatch', differencePence: -50, creditRequested: false });
  });

  it('asks the supplier for the excess of an invoice beyond the tolerance, once, through the change request', async () => {
    await asBuyer({ method: 'POST', url: `${po}/full-accept` });
    await uploadInvoice('£150.00');
    const raised = (await scenario.newRecordedEvents()).filter((event) => event.type === 'InvoiceMismatchRaised');
    expect(raised).toHaveLength(1);
    expect(raised[0]?.metadata.channel).toBe('three-way match');
    expect(raised[0]?.data).toMatchObject({ invoicedPence: 15_000, receivedPence: 12_396, creditPence: 2_604 });
    const [mismatched] = await list();
    expect(mismatched?.match).toMatchObject({ status: 'mismatch', differencePence: 2_604, creditRequested: true });
    expect(mismatched?.lines.find((line) => line.title === 'Invoice difference')?.status).toBe('Sent to supplier');

    // Receipting again changes nothing: one request per invoice.
    await asBuyer({ method: 'POST', url: `${po}/receipt`, payload: { send: false, reports: [] } });
    expect((await scenario.newRecordedEvents()).filter((event) => event.type === 'InvoiceMismatchRaised')).toHaveLength(
      1,
    );

    const link = await supplierLink();
    const request = (await scenario.app.inject({ method: 'GET', url: `/api${link}` })).json();
    const difference = request.lines.find((line: { title: string }) => line.title === 'Invoice difference');
    expect(difference).toMatchObject({ error: 'Supplier / Invoice adjustment', label: 'Changed' });
    await scenario.app.inject({
      method: 'POST',
      url: `/api${link.replace('?', '/approve?')}`,
      payload: {
        lines: [
          {
            orderId: 'o-1',
            productId: difference.productId,
            reportId: difference.reportId,
            approved: true,
            quantity: 0,
          },
        ],
      },
    });
    const notes = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/credit-notes` })).json();
    expect(notes.creditNotes).toMatchObject([{ title: 'Invoice difference', creditPence: 2_604 }]);
    const history = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/receipting/history` })).json();
    expect(history.rows.flatMap((row: { texts: string[] }) => row.texts)).toContain(
      'Invoiced £150.00 against £123.96 received',
    );
  });
});
