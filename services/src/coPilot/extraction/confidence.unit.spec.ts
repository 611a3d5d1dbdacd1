import { describe, expect, it } from 'vitest';
import { lineConfidence, orderConfidence } from './confidence';
import type { ProductMatch } from './productMatching';

const product = { productId: 'p', sku: 'S1', title: 'Brie', size: '1kg' };
const titleMatch = (score: number, runnerUpScore: number, sizeFit: number | null = null): ProductMatch => ({
  product,
  score,
  runnerUpScore,
  by: 'title',
  sizeFit,
});

describe('confidence', () => {
  it('is near certain for a quoted sku', () => {
    expect(lineConfidence({ ...titleMatch(1, 0), by: 'sku' }, true)).toBe(0.99);
  });

  it('falls when another product comes close, or the size disagrees, or no quantity was written', () => {
    const clear = lineConfidence(titleMatch(0.8, 0.6), true);
    expect(lineConfidence(titleMatch(0.8, 0.75), true)).toBeLessThan(clear);
    expect(lineConfidence(titleMatch(0.8, 0.6, -1), true)).toBeLessThan(clear);
    expect(lineConfidence(titleMatch(0.8, 0.6), false)).toBeLessThan(clear);
  });

  it('holds an order down to its weakest lines and an unrecognised venue', () => {
    expect(orderConfidence({ lines: [0.9, 0.9], venueCertainty: 1 })).toBe(0.9);
    expect(orderConfidence({ lines: [0.9, 0.5], venueCertainty: 1 })).toBeLessThan(0.9);
    expect(orderConfidence({ lines: [0.9, 0.9], venueCertainty: 0 })).toBeLessThan(0.5);
    expect(orderConfidence({ lines: [], venueCertainty: 1 })).toBe(0);
  });
});
