import { describe, expect, it } from 'vitest';
import { lineTotal } from '../ordering/basketPricing';
import { formatPence, parsePounds, penceFromPounds, withVat } from './money';

describe('money (spec 01 §9)', () => {
  it('shows pence as pounds with two decimals', () => {
    expect(formatPence(1234)).toBe('£12.34');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(150000)).toBe('£1,500.00');
  });

  it('formats each amount as Intl does, when asked again and past the remembered limit', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
    for (let round = 0; round < 2; round++) {
      for (let pence = -1_000; pence < 11_000; pence += 1) expect(formatPence(pence)).toBe(intl.format(pence / 100));
    }
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-0)).toBe('-£0.00');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(12.5)).toBe('£0.13');
  });

  it('adds 20% VAT only when the product carries it', () => {
    expect(withVat(1000, true)).toBe(1200);
    expect(withVat(1000, false)).toBe(1000);
    expect(withVat(999, true)).toBe(1199);
  });

  it('prices a basket line as OMSPrice x quantity, times 1.2 with VAT', () => {
    expect(lineTotal({ unitPrice: 1499, quantity: 3, hasVat: true })).toBe(5396);
    expect(lineTotal({ unitPrice: 1499, quantity: 3, hasVat: false })).toBe(4497);
  });

  it('reads typed pounds as pence, and nothing else', () => {
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds(' £12.5 ')).toBe(1250);
    expect(parsePounds('0.07')).toBe(7);
    for (const bad of ['', '-1', '1.234', '1,000', 'abc', '£']) expect(parsePounds(bad)).toBeNull();
    expect(penceFromPounds(19.99)).toBe(1999);
  });
});
