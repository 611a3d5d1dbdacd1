import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVat } from '../platform/money';
import { linesTotal, lineTotal, orderTotal } from './basketPricing';
import { type ChecklistOrder, checklistTotals } from './checklist';

const pricedLine = fc.record({
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  hasVat: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 500 }),
});
const deliveryFee = fc.integer({ min: 0, max: 10_000 });

describe('order money (spec 01 §9 VAT, spec 03 delivery fee)', () => {
  it("a line's total is quantity × unit price in pence, times 1.2 rounded to the penny when it carries VAT", () => {
    fc.assert(
      fc.property(pricedLine, (line) => {
        const exVat = line.quantity * line.unitPrice;
        expect(lineTotal(line)).toBe(line.hasVat ? Math.round(exVat * 1.2) : exVat);
        expect(Number.isInteger(lineTotal(line))).toBe(true);
      }),
    );
  });

  it("an order's total is its lines plus the supplier's delivery fee, and the minimum is measured without it", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 20 }), deliveryFee, (lines, fee) => {
        expect(orderTotal(lines, fee)).toBe(lines.reduce((sum, line) => sum + lineTotal(line), 0) + fee);
        expect(orderTotal(lines, undefined)).toBe(linesTotal(lines));
      }),
    );
  });

  it("the checklist's totals add each order's delivery fee once, outside the products' VAT", () => {
    const checklistOrder = fc.record({
      lines: fc.array(pricedLine, { minLength: 1, maxLength: 8 }),
      deliveryFee,
      rejectedFirst: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(checklistOrder, { minLength: 1, maxLength: 4 }), (drafts) => {
        const orders: ChecklistOrder[] = drafts.map((draft, index) => ({
          orderId: `order-${index}`,
          poNumber: null,
          orderedAt: '2026-11-24T09:00:00.000Z',
          orderedDate: '2026-11-24',
          requiredDeliveryDay: '2026-11-25',
          notes: '',
          approved: true,
          deliveryFee: draft.deliveryFee,
          lines: draft.lines.map((line, lineIndex) => ({
            productId: `p-${lineIndex}`,
            sku: 'SKU',
            title: 'Product',
            size: '1',
            UoM: 'Each',
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            hasVat: line.hasVat,
            supplierConfirmed: !(draft.rejectedFirst && lineIndex === 0),
            updatedQuantity: null,
          })),
        }));
        const accepted = drafts.flatMap((draft) =>
          draft.lines.filter((_, lineIndex) => !(draft.rejectedFirst && lineIndex === 0)),
        );
        const fees = drafts.reduce((sum, draft) => sum + draft.deliveryFee, 0);
        const totals = checklistTotals(orders);
        expect(totals.exVat).toBe(accepted.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
        expect(totals.deliveryFee).toBe(fees);
        expect(totals.total).toBe(
          accepted.reduce((sum, line) => sum + withVat(line.quantity * line.unitPrice, line.hasVat), 0) + fees,
        );
        expect(totals.vat).toBe(totals.total - fees - totals.exVat);
      }),
    );
  });
});
