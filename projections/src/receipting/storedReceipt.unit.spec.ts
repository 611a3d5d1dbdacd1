import { evolveReceipt, type OrderEvent, type Receipt, type ReceiptingEvent } from '@oms/contracts';
import {
  brakesChipsOrder,
  damageReported,
  orderLine,
  receiptingChangeDecided,
  supplierApproved,
} from '@oms/tests/fixtures/orderingEvents';
import { describe, expect, it } from 'vitest';
import { receiptOf, storedReceiptOf } from './storedReceipt';

const onPo = { orderId: 'o-1', venueId: 'v-1', supplierId: 's-1', poNumber: 'PO-1' };
const chips = { productId: 'chips', sku: 'CH', title: 'Chips', size: '2.5kg', UoM: 'Box', hasVat: false };
const peas = { productId: 'peas', sku: 'PE', title: 'Peas', size: '1kg', UoM: 'Bag', hasVat: true };
const asOrdered = { quantity: 4, price: 2000, sku: 'CH', size: '2.5kg', title: 'Chips' };

const placed = brakesChipsOrder(orderLine({ ...peas, quantity: 2, unitPrice: 350 }));

const reported = damageReported(placed.data, {
  reportId: 'r-1',
  notes: 'two boxes split',
  updated: { ...asOrdered, quantity: 2, title: 'Chips (thin)' },
});

const history: (OrderEvent | ReceiptingEvent)[] = [
  placed,
  supplierApproved(placed.data, { peas: { confirmed: false, updatedQuantity: 0 } }),
  reported,
  { type: 'GoodsReceipted', data: { ...onPo, receiptingStatus: 'Sent to supplier' } },
  receiptingChangeDecided(placed.data, reported.data),
  { type: 'CreditNoteResolved', data: { ...onPo, productId: 'chips', reportId: 'r-1' } },
  {
    type: 'ReceiptingProductAdded',
    data: {
      ...onPo,
      line: {
        productId: 'oil',
        sku: 'OI',
        title: 'Oil',
        size: '20L',
        UoM: 'Tub',
        quantity: 1,
        unitPrice: 2900,
        hasVat: false,
      },
    },
  },
  {
    type: 'InvoiceMismatchRaised',
    data: {
      ...onPo,
      reportId: 'r-2',
      invoiceId: 'inv-1',
      orderedPence: 8000,
      receivedPence: 6900,
      invoicedPence: 8000,
      tolerancePence: 100,
      creditPence: 1100,
    },
  },
  { type: 'ReceiptingOrderDeleted', data: onPo },
];

function foldEach(): Receipt[] {
  const receipts: Receipt[] = [];
  let receipt: Receipt | null = null;
  for (const event of history) {
    receipt = evolveReceipt(receipt, event, '2026-11-23T10:00:00.000Z');
    if (receipt) receipts.push(receipt);
  }
  return receipts;
}

describe('stored receipt', () => {
  it('reads back every step of an order exactly as evolveReceipt left it', () => {
    const receipts = foldEach();
    expect(receipts).toHaveLength(history.length);
    for (const receipt of receipts) {
      const stored = JSON.parse(JSON.stringify(storedReceiptOf(receipt)));
      expect(receiptOf(stored)).toStrictEqual(receipt);
    }
  });

  it('keeps a line as ordered and only what changed since', () => {
    const [placed, , , , decided] = foldEach();
    expect(storedReceiptOf(placed as Receipt).lines[0]).toStrictEqual({
      ...chips,
      orderedQuantity: 4,
      orderedPrice: 2000,
    });
    const answered = storedReceiptOf(decided as Receipt).lines;
    expect(answered[0]).toMatchObject({
      supplierConfirmed: true,
      quantityAgreed: true,
      agreed: { quantity: 2, title: 'Chips (thin)' },
    });
    expect(answered[0]?.agreed).toStrictEqual({ quantity: 2, title: 'Chips (thin)' });
    expect(answered[1]).toMatchObject({ supplierConfirmed: false, agreed: { quantity: 0 } });
  });
});
