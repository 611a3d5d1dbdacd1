import { productTokens } from './productWords';

/**
 * Reading order lines: how many of what, from list lines ("2 x chopped toms 6x2.5kg",
 * "vine tomatos 5kg x 2", "Premium Lager Keg 50L - 2"), sentences ("two boxes of iceberg lettuce, a
 * 10kg bag of red onions and 4kg of button mushrooms") and tables (pipe tables, HTML tables, CSV).
 */
export interface WrittenLine {
  /** The words of the e-mail this line came from, as written. */
  source: string;
  /** The quantity written, or null when none was (then 1, or the kilograms of a 1 kg product). */
  quantity: number | null;
  /** The product as written, quantity taken out; the first is the likeliest reading. */
  productTexts: string[];
  /** A sku written on the line, as written. */
  sku: string | null;
  /** A container word next to the quantity ("cases", "bottles"): hints at a multipack or a single. */
  packHint: 'single' | 'multiple' | null;
  /** From a list, a table or an attachment (a line of its own), rather than inside a sentence. */
  listed: boolean;
  /** Written as a bullet point ("- ", "* ", "• ", "1."), so an order line even without a quantity. */
  bulleted?: boolean;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'a couple of': 2,
  'a dozen': 12,
  dozen: 12,
  'half a dozen': 6,
  half: 0.5,
};

const wordNumbers =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a couple of|half a dozen|a dozen';

/**
 * Fractions written out become numbers before anything else reads the line: "2 and a half kg" is
 * 2.5kg, "one and a half" 1.5, "half a kilo" 0.5kg.
 */
export const withFractionsAsNumbers = (text: string): string =>
  text
    .replace(new RegExp(`\\b(\\d+|${wordNumbers})\\s+and\\s+a\\s+half\\b`, 'gi'), (_whole, number: string) => {
      const value = /^\d/.test(number) ? Number(number) : (numberWords[number.toLowerCase()] ?? 0);
      return String(value + 0.5);
    })
    .replace(/\bhalf\s+a\s+(kg|kilo|litre|liter)\b/gi, '0.5$1')
    // "two dozen" is 24, "3 dozen" 36 ("a dozen" and "half a dozen" are number words of their own).
    .replace(new RegExp(`\\b(\\d+|${wordNumbers})\\s+dozen\\b`, 'gi'), (whole, number: string) => {
      const value = /^\d/.test(number) ? Number(number) : numberWords[number.toLowerCase()];
      return value === undefined || /dozen|couple/i.test(number) ? whole : String(value * 12);
    })
    // "15 %" is "15%": a percentage belongs to the product's name ("Beef Mince 15% Fat").
    .replace(/(\d)\s+%/g, '$1%');

const containers =
  'boxes|box|bx|cases|case|cs|crates|crate|packs|pack|pk|packets|packet|pkts|pkt|bags|bag|sacks|sack|tubs|tub|trays|tray|punnets|punnet|bottles|bottle|btls|btl|tins|tin|cans|can|jars|jar|buckets|bucket|cartons|carton|ctns|ctn|units|unit|each|ea|outers|outer|sleeves|sleeve|nets|net|bunches|bunch|loaves|loaf|kegs|keg|casks|cask|blocks|block|logs|log|sides|side|joints|joint|portions|tubes|tube|rolls|roll|pcs|pieces';
const multipleContainers =
  /^(boxes|box|bx|cases|case|cs|crates|crate|packs|pack|pk|outers|outer|trays|tray|sleeves|sleeve)$/i;
const singleContainers = /^(bottles|bottle|btls|btl|each|ea|units|unit|tins|tin|cans|can|jars|jar)$/i;
const measureAfter =
  /^\s*(?:kg|kgs|kilo|kilos|g|gr|grams?|ml|cl|l|ltrs?|litres?|liters?|lbs?|oz|pints?|%|mm|cm|m|ply|count|ct|heads?|portions?|st|nd|rd|th)\b/i;

const hintOf = (container: string | undefined): WrittenLine['packHint'] => {
  if (!container) return null;
  if (multipleContainers.test(container)) return 'multiple';
  if (singleContainers.test(container)) return 'single';
  return null;
};

const asQuantity = (written: string): number | null => {
  const word = written.toLowerCase().trim();
  const named = numberWords[word];
  if (named !== undefined) return named;
  if (!/^\d+(\.\d+)?$/.test(word) || (word.startsWith('0') && word !== '0' && !word.startsWith('0.'))) return null;
  const value = Number(word);
  return value > 0 && value < 1000 ? value : null;
};

const trailingQuantity = [
  new RegExp(`(?:^|\\s|\\))(?:x|\\*|qty:?|quantity:?)\\s*(\\d+(?:\\.\\d+)?)\\s*(${containers})?\\s*$`, 'i'),
  new RegExp(`(?:\\s[-–—=]|(?<=[^\\d\\s]):|\\s:)\\s*(\\d+(?:\\.\\d+)?|${wordNumbers})\\s*(${containers})?\\s*$`, 'i'),
  new RegExp(`\\s(\\d+(?:\\.\\d+)?)\\s*(${containers})\\s*$`, 'i'),
  /\(\s*x\s*(\d+)\s*\)\s*$/i,
  // "Plain flour 16kg (2)": a small number alone in closing brackets; "(1000)" is a pack count.
  /\(\s*([1-9]|1\d|20)\s*\)\s*$/,
];
const leadingWithX =
  /^(?:(?:qty|quantity)[:\s]*)?(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:x\b|(?<=\d)x(?=[a-z])|\*|×|(?<=\d)\s*nos?\b\.?|(?<=\d)\s*off\b|(?<=\d):)\s*(?!\d)/i;
const leadingQty = /^(?:qty|quantity)[:\s]*(\d+(?:\.\d+)?)\s+/i;
const leadingWithContainer = new RegExp(
  `^(\\d+(?:\\.\\d+)?|a couple of|half a dozen|a dozen|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half)\\s+(${containers})\\s+(?:of\\s+)?`,
  'i',
);
const leadingBare =
  /^(\d+(?:\.\d+)?|half a dozen|a dozen|a couple of|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+/i;
const skuLike = /\b([A-Z]{2,6}-?\d{3,8})\b/i;

const bullet = /^\s*(?:[-*•·–+]|\d{1,2}[.)])\s+/;

const cleanItem = (line: string) =>
  withFractionsAsNumbers(line)
    .replace(/×/g, 'x')
    .replace(/^\s*(?:[-*•·–+>]|\d{1,2}[.)](?=\s))\s*/, '')
    .replace(/^(?:plus|also|and|then|oh and)\s+/i, '')
    // Prices are not sizes or quantities: "@ £18.50", "£4.20 each", "(£12)".
    .replace(/\(?\s*(?:@\s*)?£\s*\d+(?:[.,]\d{1,2})?\s*(?:each|ea|per\s+\w+)?\s*\)?/gi, ' ')
    .replace(/\s+@\s*$/, '')
    .replace(/[\s.,;!]+$/, '')
    .trim();

/** Reads one item ("2 x chopped toms 6x2.5kg"): its quantity and what remains of it. */
export const readItem = (
  written: string,
): { quantity: number | null; rest: string; packHint: WrittenLine['packHint'] } => {
  let text = cleanItem(written);
  let trailingBracket = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    for (const pattern of trailingQuantity) {
      const match = pattern.exec(text);
      if (match) {
        const quantity = asQuantity(match[1] ?? '');
        if (quantity !== null) {
          const rest = `${text.slice(0, match.index)}${match[0].startsWith(')') ? ')' : ''} ${trailingBracket}`;
          const leading = readLeading(rest.trim());
          return {
            quantity,
            rest: leading.quantity !== null && leading.quantity === quantity ? leading.rest : rest.trim(),
            packHint: hintOf(match[2]) ?? leading.packHint,
          };
        }
      }
    }
    // "MCL16179 x 1 (Irish whiskey 70cl)": the quantity sits before a closing remark in brackets.
    const bracket = /\s*(\([^()]*\))\s*$/.exec(text);
    if (!bracket) break;
    trailingBracket = bracket[1] ?? '';
    text = text.slice(0, bracket.index);
  }
  return readLeading(cleanItem(written));
};

const readLeading = (text: string): { quantity: number | null; rest: string; packHint: WrittenLine['packHint'] } => {
  const withX = leadingWithX.exec(text);
  if (withX) {
    const quantity = asQuantity(withX[1] ?? '');
    if (quantity !== null) {
      const rest = text.slice(withX[0].length);
      const container = new RegExp(`^(${containers})\\s+(?:of\\s+)?`, 'i').exec(rest);
      return {
        quantity,
        rest: container ? rest.slice(container[0].length) : rest,
        packHint: hintOf(container?.[1]),
      };
    }
  }
  const withQty = leadingQty.exec(text);
  if (withQty) {
    const quantity = asQuantity(withQty[1] ?? '');
    if (quantity !== null) return { quantity, rest: text.slice(withQty[0].length), packHint: null };
  }
  const withContainer = leadingWithContainer.exec(text);
  if (withContainer) {
    const quantity = asQuantity(withContainer[1] ?? '');
    if (quantity !== null) {
      return { quantity, rest: text.slice(withContainer[0].length), packHint: hintOf(withContainer[2]) };
    }
  }
  const bare = leadingBare.exec(text);
  // "a 10kg bag of red onions" is one bag; "6 x2L" or "12 3/4" are not quantities.
  const wordQuantity = /^[a-z]/i.test(bare?.[1] ?? '');
  const after = text.slice(bare?.[0].length ?? 0);
  if (
    bare?.[1] &&
    !measureAfter.test(text.slice(bare[1].length)) &&
    !/^x\b/i.test(after) &&
    (wordQuantity || !/^[\d./:]/.test(after))
  ) {
    const quantity = asQuantity(bare[1]);
    if (quantity !== null) return { quantity, rest: text.slice(bare[0].length), packHint: null };
  }
  return { quantity: null, rest: text, packHint: null };
};

/** Words after which a sentence stops naming the product ("… for the desserts", "… on Thursday please"). */
const afterProduct =
  /\s(?:for|please|pls|if|thanks|thank|asap|cheers|by|when|as|so|but|because|ready for)\b.*$|\s(?:on|this|next)\s+(?:the\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|week|\d).*$|[?!].*$/i;

export const productTextOf = (rest: string): string =>
  rest
    .replace(afterProduct, '')
    .replace(/^(?:of|the|some|more|extra)\s+/i, '')
    .trim();

const skuOf = (text: string): string | null => skuLike.exec(text)?.[1] ?? null;

const listLine = (source: string): WrittenLine | null => {
  const { quantity, rest, packHint } = readItem(source);
  const productText = productTextOf(rest);
  const sku = skuOf(source);
  if (!productText && !sku) return null;
  const texts = productText === rest.trim() ? [productText] : [productText, rest.trim()];
  return {
    source: source.trim(),
    quantity,
    productTexts: texts.filter(Boolean),
    sku,
    packHint,
    listed: true,
    bulleted: bullet.test(source),
  };
};

const quantityStart =
  /\b(\d+(?:\.\d+)?|a couple of|half a dozen|a dozen|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/gi;

/** Items inside a sentence: each clause from its first quantity ("could we get 2 x double cream 2L"). */
const sentenceLines = (sentence: string): WrittenLine[] => {
  const clauses = sentence
    .split(/(?<=[.!?;])\s+|,\s+|\s+(?:and|&|plus|also|then)\s+|:\s+/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
  const found: WrittenLine[] = [];
  // "heavy duty bin liners, 2 boxes, to the order": a clause that is only a quantity counts the one before.
  let uncounted: string | null = null;
  for (const clause of clauses) {
    const cleaned = clause.replace(/[.!?]+$/, '');
    const alone = readItem(cleaned);
    const countsNothing = productTokens(productTextOf(alone.rest)).every((word) => /^(them|those|these)$/.test(word));
    if (uncounted && alone.quantity !== null && countsNothing) {
      found.push({
        source: `${uncounted}, ${cleaned}`,
        quantity: alone.quantity,
        productTexts: [productTextOf(uncounted)],
        sku: skuOf(uncounted),
        packHint: alone.packHint,
        listed: false,
      });
      uncounted = null;
      continue;
    }
    // The whole clause first ("feta 10x250g x1"), then from each word that may start a quantity.
    const starts = [0, ...[...cleaned.matchAll(quantityStart)].map((match) => match.index ?? 0)];
    let line: WrittenLine | null = null;
    for (const start of starts) {
      const candidate = cleaned.slice(start);
      const read = readItem(candidate);
      if (read.quantity === null) continue;
      const productText = productTextOf(read.rest);
      if (!productText) continue;
      line = {
        source: candidate,
        quantity: read.quantity,
        productTexts: [productText],
        sku: skuOf(candidate),
        packHint: read.packHint,
        listed: false,
      };
      break;
    }
    // "4kg of button mushrooms", "2kg broccoli": a weight with no count is an item too.
    if (!line && /\b\d+(?:\.\d+)?\s*(?:kg|g|l|ml|cl)\b/i.test(cleaned)) {
      const productText = productTextOf(cleaned.replace(/^(?:also|and|plus|then)\s+/i, ''));
      if (productText) {
        line = {
          source: cleaned,
          quantity: null,
          productTexts: [productText],
          sku: skuOf(cleaned),
          packHint: null,
          listed: false,
        };
      }
    }
    if (line) found.push(line);
    uncounted = line ? null : cleaned;
  }
  return found;
};

const isSentence = (line: string) =>
  line.split(/\s+/).length > 9 || /[.!?]\s+[A-Z]/.test(line) || /[!?]\s+\S/.test(line) || /,\s+\S.*\d/.test(line);
const isGreeting = /^(hi|hello|hey|morning|good morning|afternoon|good afternoon|evening|good evening|dear|hiya)\b/i;

/** Every written line of an order's lines of text (tables are read apart, see tableReading). */
export const readWrittenLines = (lines: string[]): WrittenLine[] => {
  const found: WrittenLine[] = [];
  for (const rawLine of lines) {
    let line = withFractionsAsNumbers(rawLine.trim());
    if (!line || line.includes('|')) continue;
    // "Herbs: 2 packs of basil (100g), …" and "Order for Monday 12th:" — read what follows a label.
    const label = /^([^:]{1,40}):\s*(.*)$/.exec(line);
    // "Lemons: 3" is an item whose quantity follows a colon, not a label.
    const quantityOnly = new RegExp(`^\\d+(?:\\.\\d+)?\\s*(?:x|${containers})?\\s*$`, 'i');
    if (label && !/\d\s*$/.test(label[1] ?? '') && !quantityOnly.test(label[2] ?? '')) {
      if (!label[2]) continue;
      line = label[2];
    }
    if (isSentence(line) || isGreeting.test(line)) {
      found.push(...sentenceLines(line.replace(isGreeting, '')));
      continue;
    }
    const read = listLine(line);
    // "Just 3 x black pudding for Saturday": a count written after a few words reads like a sentence's item.
    if (read && read.quantity === null && /\s\d+(?:\.\d+)?\s*x\s/i.test(` ${line}`)) {
      found.push(...sentenceLines(line));
      continue;
    }
    if (read) found.push(read);
  }
  return found;
};
