import { describe, expect, it } from 'vitest';
import { invoiceNumberFor, lineAmounts, sumAmounts, vatOn } from './invoiceRules';

describe('invoice number (spec 02 §2.3)', () => {
  it('is the first four letters of the venue title in upper case and the date without dashes', () => {
    expect(invoiceNumberFor('Harbour Kitchen', '2026-11-22')).toBe('HARB20261122');
  });

  it('counts letters only, so spaces and punctuation do not end up in the number', () => {
    expect(invoiceNumberFor('The Crown & Anchor', '2026-11-22')).toBe('THEC20261122');
    expect(invoiceNumberFor('Bo', '2026-01-05')).toBe('BO20260105');
  });

  it('carries both dates for a range, and a one-day range is the day itself', () => {
    expect(invoiceNumberFor('Harbour Kitchen', '2026-11-01', '2026-11-30')).toBe('HARB20261101-20261130');
    expect(invoiceNumberFor('Harbour Kitchen', '2026-11-22', '2026-11-22')).toBe('HARB20261122');
  });
});

describe('VAT 20% (spec 01 §9)', () => {
  it('adds a fifth on VAT lines, rounded to the penny, and nothing on the others', () => {
    expect(vatOn(1_000, true)).toBe(200);
    expect(vatOn(333, true)).toBe(67);
    expect(vatOn(1_000, false)).toBe(0);
    expect(lineAmounts(1_249, 3, true)).toEqual({ net: 3_747, vat: 749, total: 4_496 });
  });

  it('sums net, VAT and total', () => {
    expect(sumAmounts([lineAmounts(100, 1, true), lineAmounts(250, 2, false)])).toEqual({
      net: 600,
      vat: 20,
      total: 620,
    });
  });
});
