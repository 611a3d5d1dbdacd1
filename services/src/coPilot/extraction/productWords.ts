/**
 * How kitchens' words for products are reduced to comparable tokens: lower case, no accents,
 * singular, common kitchen abbreviations written out. Both the e-mail's words and the price file's
 * titles go through the same reduction, so a rule here can never favour one side.
 */

/** Kitchen shorthand written out; the right side is what price files usually say. */
const abbreviations: Record<string, string> = {
  toms: 'tomato',
  tomatos: 'tomato',
  cucs: 'cucumber',
  cuc: 'cucumber',
  cues: 'cucumber',
  evoo: 'extra virgin olive oil',
  mayo: 'mayonnaise',
  spuds: 'potato',
  coke: 'cola',
  calamari: 'squid',
  cilantro: 'coriander',
  zucchini: 'courgette',
  eggplant: 'aubergine',
  scallion: 'spring onion',
  shrimp: 'prawn',
  tatties: 'potato',
  arugula: 'rocket',
  rucola: 'rocket',
  coca: 'cola',
  lemo: 'lemonade',
  yorkies: 'yorkshire pudding',
  yorkie: 'yorkshire pudding',
  spud: 'potato',
  pots: 'potato',
  veg: 'vegetable',
  choc: 'chocolate',
  parmesan: 'parmigiano reggiano',
  parm: 'parmigiano reggiano',
  mozz: 'mozzarella',
  oj: 'orange juice',
  shrooms: 'mushroom',
  mush: 'mushroom',
  avo: 'avocado',
  avos: 'avocado',
  brocc: 'broccoli',
  caulis: 'cauliflower',
  cauli: 'cauliflower',
  aubs: 'aubergine',
  courgs: 'courgette',
  ff: 'free range',
  fr: 'free range',
  gf: 'gluten free',
  evo: 'extra virgin olive oil',
  xv: 'extra virgin',
  ev: 'extra virgin',
  bbq: 'barbecue',
  sos: 'sausage',
  sausies: 'sausage',
  bangers: 'sausage',
  chix: 'chicken',
  chkn: 'chicken',
  ckn: 'chicken',
  ltr: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  doz: 'dozen',
  yogurt: 'yoghurt',
  yoghurts: 'yoghurt',
  yogurts: 'yoghurt',
  filets: 'fillet',
  filet: 'fillet',
  chedder: 'cheddar',
  pud: 'pudding',
  puds: 'pudding',
  frz: 'frozen',
  froz: 'frozen',
  tom: 'tomato',
  grig: 'grigio',
  glasswash: 'glasswasher',
};

/** Words that carry no product meaning in an order line (containers, politeness, glue). */
export const noiseWords = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'with',
  'in',
  'for',
  'please',
  'pls',
  'plz',
  'thanks',
  'thx',
  'x',
  'box',
  'case',
  'pack',
  'packet',
  'bag',
  'sack',
  'tub',
  'tray',
  'punnet',
  'bottle',
  'can',
  'tin',
  'jar',
  'bucket',
  'crate',
  'carton',
  'unit',
  'each',
  'ea',
  'some',
  'our',
  'usual',
  'also',
  'more',
  'qty',
  'quantity',
  'ctn',
  'pkt',
  'pk',
  'cs',
  'bx',
  'block',
  'sleeve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'to',
  'we',
  'you',
  'it',
  'if',
  'have',
  'need',
  'get',
  'send',
  'add',
  'could',
  'would',
  'like',
  'order',
  'delivery',
  'deliver',
  'on',
  'at',
  'by',
  'or',
  'from',
  'your',
  'my',
  'is',
  'are',
  'be',
  'just',
  'only',
  'i',
  'me',
  'us',
  'want',
  'cheers',
]);

const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A plural reduced to its singular, well enough that both sides agree ("tomatoes" ~ "tomato"). */
export const singular = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves') && word.length > 4) return `${word.slice(0, -3)}f`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
};

/** Lower case, accents off, punctuation to spaces, apostrophes dropped, "&" kept as a word. */
export const plainText = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' & ')
    .replace(/[^a-z0-9%&.]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Kitchen phrases for what price files call otherwise. */
const phrases: [RegExp, string][] = [
  [/\bs\s*\/\s*s\b/gi, 'semi skimmed'],
  [/\bfull[\s-]+fat\b/gi, 'whole'],
  [/\bsemi\s+skim\b/gi, 'semi skimmed'],
  [/\bsemi\b(?![\s-]*skim)/gi, 'semi skimmed'],
  [/\bf\s*\/\s*r\b/gi, 'free range'],
  [/\bg\s*\/\s*f\b/gi, 'gluten free'],
  [/\bx\s*\/\s*v\b/gi, 'extra virgin'],
];

/** The product tokens of a text: singular, abbreviations written out, noise words left out. */
export const productTokens = (text: string): string[] =>
  plainText(phrases.reduce((written, [phrase, listed]) => written.replace(phrase, listed), text))
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => {
      const written = abbreviations[word] ?? abbreviations[singular(word)];
      return (written ?? word).split(' ');
    })
    .map(singular)
    .filter((word) => word !== '&' && !noiseWords.has(word));

/** Optimal string alignment distance: edits, with a swap of neighbours counted once ("onoins"). */
export const editDistance = (a: string, b: string): number => {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Int32Array(rows * cols);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
};

/**
 * How alike two tokens are, 0..1: equal 1; a misspelling (one or two edits on a long enough word,
 * "iceburg", "chesnut", "lims") close to 1; a shortening the price file's word starts with
 * ("mozz" of "mozzarella") a little less; otherwise 0.
 */
/**
 * Kitchen shorthand that drops vowels ("jnt" joint, "smkd" smoked, "chkn" chicken): the written
 * letters are, in order, the listed word's, from its first letter, and keep most of its consonants.
 */
const isConsonantShorthand = (written: string, listed: string): boolean => {
  if (written.length < 3 || /[aeiou]/.test(written) || written[0] !== listed[0]) return false;
  let at = 0;
  for (const letter of listed) if (letter === written[at]) at += 1;
  const consonants = listed.replace(/[aeiou]/g, '').length;
  return at === written.length && written.length >= Math.ceil(consonants * 0.6);
};

export const tokenSimilarity = (written: string, listed: string): number => {
  if (written === listed) return 1;
  if (/\d/.test(written) || /\d/.test(listed)) return 0;
  const longest = Math.max(written.length, listed.length);
  if (Math.min(written.length, listed.length) >= 4) {
    const distance = editDistance(written, listed);
    const allowed = longest >= 8 ? 2 : 1;
    // In a short word one changed letter is another word ("coke"/"cote", "beef"/"beer"); a letter
    // missing, doubled or swapped is still a slip ("onoin", "lemmon").
    const changedLetterOnly =
      written.length === listed.length && [...written].sort().join('') !== [...listed].sort().join('');
    if (distance <= allowed && !(longest <= 5 && changedLetterOnly)) return 1 - distance / (longest + 2);
  }
  if (written.length >= 4 && listed.startsWith(written)) return 0.8;
  if (isConsonantShorthand(written, listed)) return 0.75;
  // "lims" is read "lim": a three-letter start of a four-letter word.
  if (written.length === 3 && listed.length === 4 && listed.startsWith(written)) return 0.8;
  return 0;
};
