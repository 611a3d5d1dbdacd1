import { describe, expect, it } from 'vitest';
import { addToBasketBodySchema, lineQuantityOf, quantityMessages } from './api';

describe('line quantities', () => {
  it('accept whole numbers from 1 (or 0 in the basket) to 10,000, and nothing else', () => {
    expect(lineQuantityOf('3')).toBe(3);
    expect(lineQuantityOf(' 10000 ')).toBe(10_000);
    for (const refused of ['0', '10001', '999999999', '-1', '1.5', '', 'ten'])
      expect(lineQuantityOf(refused)).toBeNull();
    expect(lineQuantityOf('0', 0)).toBe(0);
  });

  it('are refused by the API in the same words', () => {
    const parsed = addToBasketBodySchema.safeParse({ productId: 'p', quantity: 999_999_999 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(quantityMessages.range);
  });
});
