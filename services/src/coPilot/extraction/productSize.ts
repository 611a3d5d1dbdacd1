/**
 * Pack sizes as kitchens and price files write them ("6x2L", "24 x 200ml", "80s", "(case of 6)",
 * "15 doz", "72 pints", "(1000)"), read into comparable facts: how many in the pack, how much each
 * holds (grams or millilitres), or a count (heads, rolls, portions, pieces).
 */
export interface PackSize {
  /** Items in the pack ("6 x 75cl" → 6); absent when the size names none. */
  multiple?: number;
  /** What each item holds, in grams or millilitres. */
  amount?: { value: number; measure: 'g' | 'ml' };
  /** A count: heads, rolls, portions, pieces, "80s" lemons, a bare "(1000)". */
  count?: number;
}

const measures: Record<string, { factor: number; measure: 'g' | 'ml' }> = {
  kg: { factor: 1000, measure: 'g' },
  kgs: { factor: 1000, measure: 'g' },
  kilo: { factor: 1000, measure: 'g' },
  kilos: { factor: 1000, measure: 'g' },
  g: { factor: 1, measure: 'g' },
  gr: { factor: 1, measure: 'g' },
  gm: { factor: 1, measure: 'g' },
  grams: { factor: 1, measure: 'g' },
  gram: { factor: 1, measure: 'g' },
  lb: { factor: 454, measure: 'g' },
  lbs: { factor: 454, measure: 'g' },
  ml: { factor: 1, measure: 'ml' },
  cl: { factor: 10, measure: 'ml' },
  l: { factor: 1000, measure: 'ml' },
  ltr: { factor: 1000, measure: 'ml' },
  ltrs: { factor: 1000, measure: 'ml' },
  litre: { factor: 1000, measure: 'ml' },
  litres: { factor: 1000, measure: 'ml' },
  liter: { factor: 1000, measure: 'ml' },
  liters: { factor: 1000, measure: 'ml' },
  pint: { factor: 568, measure: 'ml' },
  pints: { factor: 568, measure: 'ml' },
};

const measureWords = Object.keys(measures).join('|');
const countWords = 'count|ct|cnt|heads|head|rolls|roll|portions|portion|pieces|piece|pcs|pc';
const number = '(\\d+(?:\\.\\d+)?)';

const multipleWithAmount = new RegExp(`\\b${number}\\s*x\\s*${number}\\s*(${measureWords})\\b`, 'g');
const multipleWithCount = new RegExp(`\\b(\\d+)\\s*x\\s*(\\d+)\\b(?!\\s*(?:${measureWords})\\b)`, 'g');
const dozens = /\b(\d+)\s*(?:doz|dozen)\b/g;
const packOf = /\b(?:case|pack|box|crate|tray)\s+of\s+(\d+)\b/g;
const amountAlone = new RegExp(`\\b${number}\\s*(${measureWords})\\b`, 'g');
const countAlone = new RegExp(`\\b(\\d+)\\s*(?:${countWords}|s)\\b`, 'g');
const bracketedNumber = /\(\s*(\d+)\s*\)/g;

const amountOf = (value: string, unit: string): PackSize['amount'] => {
  const { factor, measure } = measures[unit] ?? { factor: 1, measure: 'g' };
  return { value: Math.round(Number(value) * factor), measure };
};

/** The pack size written in a text, and the text with it taken out. */
export const readPackSize = (written: string): { size: PackSize; rest: string } => {
  let text = written.toLowerCase().replace(/×/g, 'x');
  const size: PackSize = {};
  const take = (pattern: RegExp, read: (match: RegExpExecArray) => void) => {
    text = text.replace(pattern, (...groups) => {
      const match = groups.slice(0, -2) as unknown as RegExpExecArray;
      read(match);
      return ' ';
    });
  };
  take(multipleWithAmount, (m) => {
    size.multiple ??= Number(m[1]);
    size.amount ??= amountOf(m[2] ?? '', m[3] ?? '');
  });
  take(dozens, (m) => {
    size.multiple ??= Number(m[1]);
    size.count ??= 12;
  });
  take(multipleWithCount, (m) => {
    size.multiple ??= Number(m[1]);
    size.count ??= Number(m[2]);
  });
  take(packOf, (m) => {
    size.multiple ??= Number(m[1]);
  });
  take(amountAlone, (m) => {
    size.amount ??= amountOf(m[1] ?? '', m[2] ?? '');
  });
  take(countAlone, (m) => {
    size.count ??= Number(m[1]);
  });
  take(bracketedNumber, (m) => {
    size.count ??= Number(m[1]);
  });
  return {
    size,
    rest: text
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
};

/** A bare number left in an order line ("lemons 80") read as a count, as price files write "80 count". */
export const withBareCount = (size: PackSize, bareNumbers: number[]): PackSize =>
  size.count === undefined && bareNumbers.length === 1 ? { ...size, count: bareNumbers[0] } : size;

/**
 * How well a written size fits a listed one, -1..1: each fact the e-mail gives counts +1 when the
 * price file says the same, -1 when it says otherwise, nothing when it is silent; the mean of those.
 * Null when the e-mail gives no size.
 */
export const packSizeFit = (
  written: PackSize,
  listed: PackSize,
  packHint: 'single' | 'multiple' | null = null,
): number | null => {
  const verdicts: number[] = [];
  const listedIsMultipack = (listed.multiple ?? 1) > 1;
  // "Chardonnay 75cl" is the bottle, "1 case of Chardonnay 75cl" the case: an amount with no count
  // leans to the single unless a container word says otherwise.
  if (
    written.amount &&
    written.multiple === undefined &&
    listed.amount?.value === written.amount.value &&
    listed.amount.measure === written.amount.measure
  ) {
    const wantsMultipack = packHint === 'multiple';
    verdicts.push(listedIsMultipack === wantsMultipack ? 1 : 0.5);
  }
  if (written.amount) {
    if (listed.amount) {
      verdicts.push(
        listed.amount.measure === written.amount.measure && listed.amount.value === written.amount.value ? 1 : -1,
      );
    } else verdicts.push(listed.count !== undefined ? -0.5 : 0);
  }
  if (written.multiple !== undefined) {
    const listedMultiple = listed.multiple ?? (listed.amount ? 1 : undefined);
    if (listedMultiple !== undefined) verdicts.push(listedMultiple === written.multiple ? 1 : -1);
  }
  if (written.count !== undefined) {
    if (listed.count !== undefined) verdicts.push(listed.count === written.count ? 1 : -1);
    else if (listed.multiple === written.count) verdicts.push(0.5);
    else verdicts.push(-0.5);
  }
  if (verdicts.length === 0) return null;
  return verdicts.reduce((sum, verdict) => sum + verdict, 0) / verdicts.length;
};
