/** VAT multiplier of spec 01 §9. Money stays in integer pence until the display edge. */
export const VAT_RATE_PERCENT = 20;

/** Pence including VAT when the product carries it, rounded to the nearest penny. */
export function withVat(pence: number, hasVat: boolean): number {
  return hasVat ? Math.round((pence * (100 + VAT_RATE_PERCENT)) / 100) : pence;
}

const poundsFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl's format took some 4 µs a call in a busy server (an order's mail formats each line and the
// total); prices recur, so answers are remembered, cleared whole at the limit. -0 is left out: a
// Map takes it for 0, Intl writes "-£0.00".
const formattedPence = new Map<number, string>();
const formattedPenceLimit = 10_000;

/** The one place pence become pounds for people to read: 1234 → "£12.34". */
export function formatPence(pence: number): string {
  if (Object.is(pence, -0)) return poundsFormatter.format(pence);
  const known = formattedPence.get(pence);
  if (known !== undefined) return known;
  const text = poundsFormatter.format(pence / 100);
  if (formattedPence.size >= formattedPenceLimit) formattedPence.clear();
  formattedPence.set(pence, text);
  return text;
}

/** Pounds (a number from a form or a body) as whole pence. */
export function penceFromPounds(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Typed pounds ("12", "12.5", "£12.50") as pence; null for anything else, negative amounts included. */
export function parsePounds(text: string): number | null {
  const match = /^£?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
