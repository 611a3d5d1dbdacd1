import { describe, expect, it } from 'vitest';
import { acceptedQuantityOf, isReceipted, lineSpend, pieLabelOf } from './orderedProducts';

describe('receipting filter (spec 01 §4)', () => {
  it("counts a line as receipted when a status exists and is not 'Not Saved'", () => {
    expect(isReceipted('Receipted')).toBe(true);
    expect(isReceipted('Rejected by supplier')).toBe(true);
    expect(isReceipted('Not Saved')).toBe(false);
    expect(isReceipted(null)).toBe(false);
    expect(isReceipted(undefined)).toBe(false);
  });
});

describe('accepted quantity', () => {
  const line = { productId: 'p1', quantity: 5 };
  it('is the ordered quantity until the supplier decides', () => {
    expect(acceptedQuantityOf(line, null)).toBe(5);
  });
  it("is the supplier's updated quantity on an accepted line and nothing on a rejected one", () => {
    const decision = (confirmed: boolean, updatedQuantity: number) => ({
      orderId: 'o1',
      via: 'checklist' as const,
      lines: [{ productId: 'p1', confirmed, updatedQuantity }],
    });
    expect(acceptedQuantityOf(line, decision(true, 3))).toBe(3);
    expect(acceptedQuantityOf(line, decision(true, 5))).toBe(5);
    expect(acceptedQuantityOf(line, decision(false, 0))).toBe(0);
  });
});

describe('line spend', () => {
  it('is in pence, with VAT only where the product carries it', () => {
    expect(lineSpend({ unitPrice: 1499, hasVat: true }, 2)).toEqual({ spendExVat: 2998, spend: 3598 });
    expect(lineSpend({ unitPrice: 2349, hasVat: false }, 3)).toEqual({ spendExVat: 7047, spend: 7047 });
  });
});

describe('pie labels (spec 01 §9)', () => {
  const long = 'Matthew Clark Bibendum'; // 22 characters
  it('keeps every name whole with 6 suppliers or fewer', () => {
    expect(pieLabelOf(long, 6)).toBe(long);
  });
  it('abbreviates names over 14 characters to 14 when there are more than 6 suppliers', () => {
    expect(pieLabelOf(long, 7)).toBe('Matthew Clark…');
    expect(pieLabelOf(long, 7)).toHaveLength(14);
    expect(pieLabelOf('Fourteen chars', 9)).toBe('Fourteen chars');
    expect(pieLabelOf('Fifteen chars!!', 9)).toBe('Fifteen chars…');
  });
});
