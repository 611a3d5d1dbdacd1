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

/** The one place pence become pounds for people to read: 1234 → "£12.34". */
export function formatPence(pence: number): string {
  return poundsFormatter.format(pence / 100);
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
