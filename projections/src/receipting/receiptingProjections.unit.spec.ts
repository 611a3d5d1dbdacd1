import { type OrderEvent, orderStreamId, type ReceiptingEvent } from '@oms/contracts';
import {
  brakesChipsOrder,
  damageReported,
  receiptingChangeDecided,
  supplierApproved,
} from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { creditNotesProjection } from './creditNotesProjection';
import { receiptingHistoryProjection } from './receiptingHistoryProjection';
import { receiptsProjection } from './receiptsProjection';

const onPo = { orderId: 'o-1', venueId: 'v-1', supplierId: 's-1', poNumber: 'PO-1' };
const placed = brakesChipsOrder();

const confirmed = supplierApproved(placed.data);
// Three of the four damaged: the venue keeps one.
const reported = damageReported(placed.data, { reportId: 'r-1', creditedQuantity: 3 });
const sent: ReceiptingEvent = { type: 'GoodsReceipted', data: { ...onPo, receiptingStatus: 'Sent to supplier' } };
const approved = receiptingChangeDecided(placed.data, reported.data);
const resolved: ReceiptingEvent = {
  type: 'CreditNoteResolved',
  data: { ...onPo, productId: 'chips', reportId: 'r-1' },
};

const recorded = (events: (OrderEvent | ReceiptingEvent)[]) =>
  events.map((event, index) => recordedAt(event, index + 1, orderStreamId('o-1')));

describe('receipts projection', () => {
  it('follows a line from the order through a report to the supplier approving it', async () => {
    const { documents } = await projectionSpec(receiptsProjection).given(
      ...recorded([placed, confirmed, reported, sent]),
    );
    const [waiting] = await documents();
    expect(waiting).toMatchObject({
      poNumber: 'PO-1',
      receiptingStatus: 'Sent to supplier',
      pendingChanges: 1,
      totalSpendReceived: 8000,
    });
    const after = await projectionSpec(receiptsProjection).given(
      ...recorded([placed, confirmed, reported, sent, approved]),
    );
    const [answered] = await after.documents();
    expect(answered).toMatchObject({
      receiptingStatus: 'Credit approved by supplier',
      pendingChanges: 0,
      totalSpendOrdered: 8000,
      totalSpendReceived: 2000,
    });
  });

  it('keeps an order placed without a PO number as its own purchase order', async () => {
    const withoutPo = {
      ...placed,
      data: { ...placed.data, orderId: 'ab12cd34-0000-0000-0000-000000000000', poNumber: null },
    } as OrderEvent;
    const { documents } = await projectionSpec(receiptsProjection).given(recordedAt(withoutPo, 1, orderStreamId('x')));
    expect((await documents())[0]?.poNumber).toBe('AB12CD34');
  });
});

describe('receipting history projection', () => {
  it("writes each change in the spec's words, once however often it is delivered", async () => {
    const { documents } = await projectionSpec(receiptingHistoryProjection).given(
      ...recorded([placed, confirmed, reported, sent, approved]),
    );
    const rows = await documents();
    expect(rows.map((row) => row.texts)).toEqual([
      [expect.stringMatching(/^Dashboard reported "Damaged" on 04-03-2024 10:00$/), 'Change quantity from 4 to 1'],
      ['Accepted by Dashboard (Sent to supplier)'],
      ['Accepted by Dashboard', 'Change quantity from 4 to 1'],
    ]);
  });
});

describe('credit notes projection', () => {
  it('turns an approved change with money owed into a credit note, resolved one way', async () => {
    const open = await projectionSpec(creditNotesProjection).given(...recorded([approved]));
    expect(await open.documents()).toMatchObject([
      { poNumber: 'PO-1', creditPence: 6000, quantity: 4, updatedQuantity: 1, resolved: false },
    ]);
    const closed = await projectionSpec(creditNotesProjection).given(...recorded([approved, resolved]));
    expect(await closed.documents()).toMatchObject([{ resolved: true }]);
  });

  it('keeps no credit note for a rejected change', async () => {
    const rejected = { ...approved, data: { ...approved.data, approved: false, creditPence: 0 } } as ReceiptingEvent;
    const { documents } = await projectionSpec(creditNotesProjection).given(...recorded([rejected]));
    expect(await documents()).toEqual([]);
  });
});
