import type { BusinessDate } from '../platform/dates';
import { VAT_RATE_PERCENT } from '../platform/money';

/**
 * Spec 02 §2.3: the first four letters of the venue title in upper case, then the date without
 * dashes. Letters only ('The Crown & Anchor' → 'THEC'); a range carries both dates,
 * 'THEC20261101-20261130', and a one-day range is the day's own number.
 */
export function invoiceNumberFor(venueTitle: string, start: BusinessDate, end: BusinessDate = start): string {
  const prefix = venueTitle
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 4)
    .toUpperCase();
  const compact = (date: BusinessDate) => date.replaceAll('-', '');
  return start === end ? `${prefix}${compact(start)}` : `${prefix}${compact(start)}-${compact(end)}`;
}

/** VAT of spec 01 §9 on a net amount in pence, rounded to the penny; nothing when the line carries none. */
export function vatOn(netPence: number, hasVat: boolean): number {
  return hasVat ? Math.round((netPence * VAT_RATE_PERCENT) / 100) : 0;
}

export interface InvoiceAmounts {
  net: number;
  vat: number;
  total: number;
}

export function sumAmounts(amounts: readonly InvoiceAmounts[]): InvoiceAmounts {
  return amounts.reduce(
    (sum, amount) => ({ net: sum.net + amount.net, vat: sum.vat + amount.vat, total: sum.total + amount.total }),
    { net: 0, vat: 0, total: 0 },
  );
}

export function lineAmounts(unitPrice: number, quantity: number, hasVat: boolean): InvoiceAmounts {
  const net = unitPrice * quantity;
  const vat = vatOn(net, hasVat);
  return { net, vat, total: net + vat };
}

/** The line under a filtered invoice's dates, on the page and in its PDF alike; null when unfiltered. */
export function invoiceFilterNote(filters: {
  suppliers?: readonly string[];
  types?: readonly string[];
}): string | null {
  const types = filters.types ?? [];
  const suppliers = filters.suppliers ?? [];
  if (types.length === 0 && suppliers.length === 0) return null;
  const what = types.length > 0 ? `product types ${types.join(', ')}` : 'the chosen suppliers';
  return `Only ${what}${types.length > 0 && suppliers.length > 0 ? ' from the chosen suppliers' : ''}`;
}
