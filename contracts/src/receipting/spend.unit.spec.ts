import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineSpendOf, purchaseOrderSpend, type SpendLine } from './spend';

const quantity = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
const line: fc.Arbitrary<SpendLine> = fc.record({
  price: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  updatedQuantity: quantity,
  receiptedQuantity: quantity,
  weight: fc.option(fc.double({ min: 0.01, max: 500, noNaN: true }), { nil: null }),
});

describe('spend per PO (spec 02 §4)', () => {
  it('takes the weight, else the updated quantity, else the receipted quantity, else the ordered one', () => {
    const base = { price: 250, quantity: 4, updatedQuantity: null, receiptedQuantity: null, weight: null };
    expect(lineSpendOf(base)).toBe(1000);
    expect(lineSpendOf({ ...base, receiptedQuantity: 3 })).toBe(750);
    expect(lineSpendOf({ ...base, receiptedQuantity: 3, updatedQuantity: 2 })).toBe(500);
    expect(lineSpendOf({ ...base, receiptedQuantity: 3, updatedQuantity: 2, weight: 1.5 })).toBe(375);
  });

  it('is the sum of its lines, in whole pence, never negative, and follows the first quantity present', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const total = purchaseOrderSpend(lines);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBe(lines.reduce((sum, each) => sum + lineSpendOf(each), 0));
        for (const each of lines) {
          const used = each.weight ?? each.updatedQuantity ?? each.receiptedQuantity ?? each.quantity;
          expect(lineSpendOf(each)).toBe(Math.round(used * each.price));
        }
      }),
    );
  });
});
