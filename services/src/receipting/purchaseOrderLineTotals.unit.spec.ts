import { type ReceiptLine, type ReceiptReport, receiptingErrorTypes, receiptTotals } from '@oms/contracts';
import type { ReceiptDocument } from '@oms/projections';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseOrderOf } from './purchaseOrderView';

const pence = fc.integer({ min: 0, max: 500_000 });
const count = fc.integer({ min: 0, max: 200 });
const values = fc.record({
  quantity: count,
  price: pence,
  sku: fc.constant('SKU'),
  size: fc.constant('75cl'),
  title: fc.constant('Rioja'),
});

const report: fc.Arbitrary<ReceiptReport> = fc.record({
  reportId: fc.uuid(),
  error: fc.constantFrom(...receiptingErrorTypes),
  notes: fc.constant(''),
  previous: values,
  updated: values,
  weight: fc.option(fc.double({ min: 0.01, max: 50, noNaN: true }), { nil: null }),
  lineStatus: fc.constantFrom('Sent to supplier' as const, 'Accepted' as const),
  supplierApproved: fc.constantFrom(null, true, false),
  creditPence: pence,
  resolved: fc.boolean(),
});

const line: fc.Arbitrary<ReceiptLine> = fc.record({
  productId: fc.uuid(),
  title: fc.constant('Rioja Crianza'),
  sku: fc.constant('RIO-1'),
  size: fc.constant('75cl'),
  UoM: fc.constantFrom('Each', 'Kg'),
  hasVat: fc.boolean(),
  orderedQuantity: fc.integer({ min: 1, max: 200 }),
  orderedPrice: pence,
  supplierConfirmed: fc.constantFrom(null, true, false),
  agreed: values,
  quantityAgreed: fc.boolean(),
  added: fc.boolean(),
  report: fc.option(report, { nil: null }),
});

function receiptOf(lines: ReceiptLine[]): ReceiptDocument {
  const totals = receiptTotals(lines);
  return {
    _id: 'order-1',
    orderId: 'order-1',
    venueId: 'venue-1',
    supplierId: 'supplier-1',
    supplierTitle: 'Harbour Wines',
    poNumber: '8C0D59FF',
    orderedDate: '2026-11-20',
    deliveryDay: '2026-11-21',
    placedVia: 'Dashboard',
    placedManually: false,
    supplierStatus: 'confirmed',
    decidedOn: null,
    lines,
    receiptingStatus: null,
    deleted: false,
    mismatchInvoiceIds: [],
    ...totals,
    pendingChanges: 0,
  } as ReceiptDocument;
}

describe('a purchase order line as goods receipting and dataplus show it', () => {
  it('states the quantity its spend charges: spend = received quantity × price, in whole pence, summing to the PO', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const po = purchaseOrderOf([receiptOf(lines)]);
        for (const shown of po.lines) {
          expect(shown.spend).toBe(Math.round(shown.receivedQuantity * shown.price));
          expect(Number.isInteger(shown.spend)).toBe(true);
        }
        expect(po.totalSpendReceived).toBe(po.lines.reduce((sum, shown) => sum + shown.spend, 0));
      }),
    );
  });

  it('Rioja Crianza ordered 4 at £49.25 and agreed at 3 shows 3 received, £147.75', () => {
    const rioja: ReceiptLine = {
      productId: 'rioja',
      title: 'Rioja Crianza',
      sku: 'RIO-1',
      size: '75cl',
      UoM: 'Each',
      hasVat: true,
      orderedQuantity: 4,
      orderedPrice: 4925,
      supplierConfirmed: true,
      agreed: { quantity: 3, price: 4925, sku: 'RIO-1', size: '75cl', title: 'Rioja Crianza' },
      quantityAgreed: true,
      added: false,
      report: null,
    };
    const [shown] = purchaseOrderOf([receiptOf([rioja])]).lines;
    expect(shown).toMatchObject({ orderedQuantity: 4, receivedQuantity: 3, price: 4925, spend: 14_775 });
  });
});
