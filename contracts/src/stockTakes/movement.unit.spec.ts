import { describe, expect, it } from 'vitest';
import { stockMovement } from './movement';

const line = (lineId: string, values: Partial<Parameters<typeof stockMovement>[0][number]> = {}) => ({
  lineId,
  price: 100,
  UoM: 'Each',
  lastQuantity: 10,
  received: 5,
  inStock: 8,
  wastage: 1,
  ...values,
});

describe('stock movement', () => {
  it('is opening + received − closing − wastage', () => {
    expect(stockMovement([line('a')])[0]).toMatchObject({ usage: 6, usageValue: 600 });
  });

  it('flags a count above what was there and arrived, whatever its value', () => {
    const [movement] = stockMovement([line('a', { inStock: 20 })]);
    expect(movement).toMatchObject({ usage: -6, flag: 'counted more than there was' });
  });

  it('flags the largest usages by value first, and no more than asked', () => {
    const lines = [
      line('cheap', { price: 10 }),
      line('dear', { price: 5000 }),
      line('middle', { price: 800 }),
      line('unused', { lastQuantity: 8, received: 1, inStock: 8, wastage: 1 }),
    ];
    const flags = Object.fromEntries(stockMovement(lines, 2).map((movement) => [movement.lineId, movement.flag]));
    expect(flags).toEqual({ cheap: null, dear: 'large usage', middle: 'large usage', unused: null });
  });
});
