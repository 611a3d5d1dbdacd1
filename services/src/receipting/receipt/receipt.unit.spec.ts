import type { OrderPlaced, ReceiptingEvent } from '@oms/contracts';
import {
  brakesChipsOrder,
  damageReported,
  orderLine,
  orderPlaced,
  receiptingChangeDecided,
  supplierApproved,
} from '@oms/tests/fixtures/orderingEvents';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type NewReport, receiptDecider } from './receipt';

const placed = brakesChipsOrder(
  orderLine({ productId: 'beef', sku: 'BF', title: 'Beef', size: '1kg', UoM: 'Kg', quantity: 2, unitPrice: 1500 }),
);

const order = placed.data;
const confirmed = supplierApproved(order);
const onPo = { orderId: 'o-1', venueId: 'v-1', supplierId: 's-1', poNumber: 'PO-1' };
const asOrdered = { quantity: 4, price: 2000, sku: 'CH', size: '2.5kg', title: 'Chips' };
const damaged: NewReport = {
  reportId: 'r-1',
  productId: 'chips',
  error: 'Damaged',
  notes: 'Split bags',
  quantity: 1,
  price: 2000,
  sku: '',
  size: '',
  title: '',
  weight: null,
};
// Three of the four damaged: the venue keeps one.
const reported = damageReported(order, { reportId: 'r-1', notes: 'Split bags', creditedQuantity: 3 });
const sent: ReceiptingEvent = { type: 'GoodsReceipted', data: { ...onPo, receiptingStatus: 'Sent to supplier' } };
const approved = receiptingChangeDecided(order, reported.data);

describe('receipt decider', () => {
  const spec = deciderSpecification(receiptDecider);

  it('waits on the supplier before an order it has not answered can be receipted', () => {
    spec
      .given([placed])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Full accept', reports: [] })
      .thenThrows('WAITING_ON_SUPPLIER');
  });

  it('accepts a delivery in full once; a second full accept records nothing', () => {
    const accepted: ReceiptingEvent = { type: 'GoodsReceipted', data: { ...onPo, receiptingStatus: 'Full accept' } };
    spec
      .given([placed, confirmed])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Full accept', reports: [] })
      .then([accepted]);
    spec
      .given([placed, confirmed, accepted])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Full accept', reports: [] })
      .then([]);
  });

  it('sends a damaged line to the supplier with the values it had', () => {
    spec
      .given([placed, confirmed])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Sent to supplier', reports: [damaged] })
      .then([reported, sent]);
  });

  it('asks for comments on Something Else and refuses more than was ordered', () => {
    spec
      .given([placed, confirmed])
      .when({
        type: 'ReceiptGoods',
        receiptingStatus: 'Sent to supplier',
        reports: [{ ...damaged, error: 'Something Else', notes: ' ' }],
      })
      .thenThrows('COMMENTS_REQUIRED', 'Please add comments to the text box.');
    spec
      .given([placed, confirmed])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Sent to supplier', reports: [{ ...damaged, quantity: 5 }] })
      .thenThrows('RECEIPTED_QUANTITY_ABOVE_ORDERED');
  });

  it('accepts a weighted item without the supplier (Accept & Save), and refuses changes that need it', () => {
    spec
      .given([placed, confirmed])
      .when({
        type: 'ReceiptGoods',
        receiptingStatus: 'Saved',
        reports: [
          { ...damaged, productId: 'beef', error: 'Weighted item', notes: '', quantity: 2, price: 1500, weight: 2.3 },
        ],
      })
      .then([
        {
          type: 'ReceiptingErrorReported',
          data: {
            ...onPo,
            productId: 'beef',
            reportId: 'r-1',
            error: 'Weighted item',
            notes: '',
            previous: { quantity: 2, price: 1500, sku: 'BF', size: '1kg', title: 'Beef' },
            updated: { quantity: 2, price: 1500, sku: 'BF', size: '1kg', title: 'Beef' },
            weight: 2.3,
            lineStatus: 'Accepted',
          },
        },
        { type: 'GoodsReceipted', data: { ...onPo, receiptingStatus: 'Saved' } },
      ]);
    spec
      .given([placed, confirmed])
      .when({ type: 'ReceiptGoods', receiptingStatus: 'Saved', reports: [damaged] })
      .thenThrows('CHANGES_PENDING');
  });

  it('records the supplier approving a change with the credit owed, and refuses a second answer', () => {
    spec
      .given([placed, confirmed, reported, sent])
      .when({ type: 'DecideChanges', answers: [{ productId: 'chips', reportId: 'r-1', approved: true, quantity: 1 }] })
      .then([approved]);
    spec
      .given([placed, confirmed, reported, sent, approved])
      .when({ type: 'DecideChanges', answers: [{ productId: 'chips', reportId: 'r-1', approved: false, quantity: 4 }] })
      .thenThrows('CHANGES_ALREADY_DECIDED');
  });

  it('puts a rejected change back at the catalogue price, owing nothing', () => {
    spec
      .given([
        placed,
        confirmed,
        { ...reported, data: { ...reported.data, updated: { ...asOrdered, price: 1500 } } } as ReceiptingEvent,
        sent,
      ])
      .when({ type: 'DecideChanges', answers: [{ productId: 'chips', reportId: 'r-1', approved: false, quantity: 4 }] })
      .then([
        {
          type: 'ReceiptingChangeDecided',
          data: { ...approved.data, approved: false, agreed: asOrdered, creditPence: 0 } as never,
        },
      ]);
  });

  it('needs an answer for every change waiting', () => {
    spec
      .given([placed, confirmed, reported, sent])
      .when({ type: 'DecideChanges', answers: [] })
      .thenThrows('EVERY_LINE_DECIDED');
  });

  it('resolves a credit note once (one way)', () => {
    const resolved: ReceiptingEvent = {
      type: 'CreditNoteResolved',
      data: { ...onPo, productId: 'chips', reportId: 'r-1' },
    };
    spec
      .given([placed, confirmed, reported, sent, approved])
      .when({ type: 'ResolveCreditNote', productId: 'chips', reportId: 'r-1' })
      .then([resolved]);
    spec
      .given([placed, confirmed, reported, sent, approved, resolved])
      .when({ type: 'ResolveCreditNote', productId: 'chips', reportId: 'r-1' })
      .then([]);
  });

  it('deletes only manually placed orders', () => {
    spec.given([placed, confirmed]).when({ type: 'DeleteManualOrder' }).thenThrows('ONLY_MANUAL_ORDERS');
    const manual = orderPlaced({ ...order, placedManually: true });
    spec
      .given([manual])
      .when({ type: 'DeleteManualOrder' })
      .then([{ type: 'ReceiptingOrderDeleted', data: onPo }]);
  });

  it('refuses a product already on the order', () => {
    spec
      .given([placed, confirmed])
      .when({ type: 'AddProductToOrder', line: order.lines[0] as OrderPlaced['lines'][number] })
      .thenThrows('PRODUCT_ALREADY_ON_ORDER');
  });
});
