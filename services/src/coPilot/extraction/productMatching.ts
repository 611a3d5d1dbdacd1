import { type PackSize, packSizeFit, readPackSize } from './productSize';
import { productTokens, tokenSimilarity } from './productWords';

/** What matching needs of a price-file product. */
export interface ListedProduct {
  productId: string;
  sku: string;
  title: string;
  size: string;
}

/** The spec's threshold: below it a line is "Not in supplier price file". */
export const matchThreshold = 0.5;

export interface ProductMatch {
  product: ListedProduct;
  /** 0..1: title and size similarity. */
  score: number;
  /** The best score of a different product, for the margin that confidence reads. */
  runnerUpScore: number;
  /** How the product was found: a quoted sku, or title and size. */
  by: 'sku' | 'title';
  /** The written size fitted the listed one (-1..1), null when the e-mail gave none. */
  sizeFit: number | null;
}

interface IndexedProduct {
  product: ListedProduct;
  tokens: string[];
  size: PackSize;
}

const numeric = /^\d/;

/**
 * One supplier's price file made searchable: titles as tokens weighted by how rare they are in
 * that price file (a word every product shares says little), sizes as pack facts.
 */
export class PriceFileIndex {
  private readonly products: IndexedProduct[];
  private readonly bySku = new Map<string, ListedProduct>();
  private readonly documentFrequency = new Map<string, number>();

  constructor(products: readonly ListedProduct[]) {
    this.products = products.map((product) => {
      const { size } = readPackSize(product.size);
      return { product, tokens: [...new Set(productTokens(product.title))], size };
    });
    for (const { product, tokens } of this.products) {
      this.bySku.set(product.sku.trim().toLowerCase(), product);
      for (const token of tokens) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
    }
  }

  /**
   * Words written together or apart as the price file writes them: "seabass" is "sea bass",
   * "cling film" may be "clingfilm".
   */
  private asListedWords(words: string[]): string[] {
    const known = (word: string) => this.documentFrequency.has(word);
    const joined: string[] = [];
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? '';
      const next = words[index + 1];
      if (next && !known(word) && known(`${word}${next}`)) {
        joined.push(`${word}${next}`);
        index += 1;
        continue;
      }
      if (!known(word) && word.length >= 5) {
        const split = [...Array(word.length - 3).keys()]
          .map((cut) => [word.slice(0, cut + 2), word.slice(cut + 2)] as const)
          .find(([head, tail]) => tail.length >= 2 && known(head) && known(tail));
        if (split) {
          joined.push(split[0], split[1]);
          continue;
        }
      }
      joined.push(word);
    }
    return joined;
  }

  get size(): number {
    return this.products.length;
  }

  productBySku(sku: string): ListedProduct | null {
    return (
      this.bySku.get(sku.trim().toLowerCase().replace(/-/g, '')) ?? this.bySku.get(sku.trim().toLowerCase()) ?? null
    );
  }

  /** A sku of this price file quoted anywhere in a text ("MCL16179 x 1 (Irish whiskey 70cl)"). */
  productQuotedIn(text: string): ListedProduct | null {
    for (const word of text.split(/[^A-Za-z0-9-]+/)) {
      if (word.length < 3 || !/\d/.test(word)) continue;
      const product = this.productBySku(word);
      if (product) return product;
    }
    return null;
  }

  /** How much a word tells products apart; an unknown word as much as the rarest. */
  private weight(token: string): number {
    const frequency = this.documentFrequency.get(token) ?? 0;
    const informative = Math.log((this.products.length + 1) / (Math.max(frequency, 0.5) + 0.5));
    return numeric.test(token) ? informative * 0.3 : informative;
  }

  /** Title similarity: a weighted F-measure of the written words found in the title and the title's words found in the writing. */
  private titleScore(written: string[], listed: string[]): number {
    if (written.length === 0 || listed.length === 0) return 0;
    let writtenFound = 0;
    let writtenTotal = 0;
    for (const word of written) {
      const weight = this.weight(word);
      writtenTotal += weight;
      writtenFound += weight * Math.max(...listed.map((title) => tokenSimilarity(word, title)));
    }
    let listedFound = 0;
    let listedTotal = 0;
    for (const title of listed) {
      const weight = this.weight(title);
      listedTotal += weight;
      listedFound += weight * Math.max(...written.map((word) => tokenSimilarity(word, title)));
    }
    const recall = writtenFound / writtenTotal;
    const precision = listedFound / listedTotal;
    // Recall counts double (F2): every word written must be found, while a listed title may carry
    // words the kitchen leaves out ("Prosecco" for "Prosecco DOC Extra Dry").
    return recall + precision === 0 ? 0 : (5 * recall * precision) / (4 * precision + recall);
  }

  /**
   * The product a written line names, or null when none comes near. `weightIsQuantity`: no count
   * was written, so "4kg of button mushrooms" may mean four of a 1 kg product.
   */
  match(
    written: string,
    options: { packHint?: 'single' | 'multiple' | null; weightIsQuantity?: boolean } = {},
  ): ProductMatch | null {
    const { size: writtenSize, rest } = readPackSize(written);
    const words = productTokens(rest);
    const bareNumbers = words.filter((word) => /^\d+$/.test(word)).map(Number);
    const size: PackSize =
      writtenSize.count === undefined && bareNumbers.length === 1
        ? { ...writtenSize, count: bareNumbers[0] }
        : writtenSize;
    const titleWords = this.asListedWords(words.filter((word) => !/^\d+(\.\d+)?$/.test(word)));
    if (titleWords.length === 0) return null;
    const scored = this.products.map((indexed) => {
      const title = this.titleScore(titleWords, indexed.tokens);
      let sizeFit = packSizeFit(size, indexed.size, options.packHint ?? null);
      if (
        options.weightIsQuantity &&
        size.amount &&
        indexed.size.amount?.value === 1000 &&
        size.amount.measure === indexed.size.amount.measure &&
        indexed.size.multiple === undefined &&
        Number.isInteger(size.amount.value / 500)
      ) {
        sizeFit = 1;
      }
      let score = title;
      if (sizeFit !== null) score = title * (0.85 + 0.15 * sizeFit);
      if (options.packHint) {
        const isMultiple = (indexed.size.multiple ?? 1) > 1;
        if ((options.packHint === 'multiple') === isMultiple) score += 0.01;
      }
      return { indexed, score, sizeFit, title };
    });
    scored.sort((a, b) => b.score - a.score || a.indexed.tokens.length - b.indexed.tokens.length);
    const best = scored[0];
    if (!best || best.title === 0) return null;
    const runnerUp = scored.find((entry) => entry.indexed.product.productId !== best.indexed.product.productId);
    return {
      product: best.indexed.product,
      score: Math.min(1, best.score),
      runnerUpScore: runnerUp ? Math.min(1, runnerUp.score) : 0,
      by: 'title',
      sizeFit: best.sizeFit,
    };
  }
}
