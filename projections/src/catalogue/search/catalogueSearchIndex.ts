import {
  type CatalogueProduct,
  type CatalogueSearchField,
  catalogueSearchBoost,
  catalogueSearchFields,
} from '@oms/contracts';
import { GrowableInts, PostingList } from './postingList';
import { SortedCatalogue } from './sortedCatalogue';

export interface SearchableProduct extends CatalogueProduct {
  zone?: string;
  /** What a catalogue row shows beside the ranked fields, so a search needs no other read model. */
  GLN?: string;
  previousOMSPrice?: number | null;
  priceChangedAt?: string | null;
}

export interface CatalogueSearchRequest {
  term: string;
  fields: readonly CatalogueSearchField[];
  /** Only these suppliers' products (a venue's suppliers); null searches them all. */
  supplierIds: ReadonlySet<string> | null;
  limit: number;
}

export interface CatalogueSearchHit {
  product: SearchableProduct;
  score: number;
}

export interface CatalogueSearchResult {
  total: number;
  hits: CatalogueSearchHit[];
}

const FIELD_COUNT = catalogueSearchFields.length;
/** Words past this are ignored: no one types more, and it bounds the work of one search. */
const MAX_QUERY_WORDS = 8;
/** Below this many new words the sorted word list is patched in place; above, sorted again. */
const RESORT_THRESHOLD = 2_000;

/** Lower case letters and digits; accents folded, so 'Crème' finds 'creme'. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

function lowerBound(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The catalogue's search read model: an inverted index from each word of a product's title, SKU,
 * supplier, zone and type to the products holding it. Spec 01 §9 ranking: for each search word
 * and each chosen field, a word equal to it scores 100 and a word starting with it 10; every
 * search word must match somewhere. Purpose-built rather than a library because it has to hold a
 * million products in typed arrays and answer a search in milliseconds (see docs/performance.md).
 */
export class CatalogueSearchIndex {
  /** The same products in each order the catalogue sorts by: the browse list's pages. */
  readonly sorted = new SortedCatalogue<SearchableProduct>();
  private readonly products: SearchableProduct[] = [];
  private readonly titleKeys: string[] = [];
  private readonly documentOf = new Map<string, number>();
  private readonly removed = new Set<number>();
  private readonly supplierNumbers = new Map<string, number>();
  private readonly supplierOf = new GrowableInts();
  private readonly venueSuppliers = new Map<string, ReadonlySet<string>>();
  /** Suppliers an admin made inactive or whose catalogue is closed, per venue. */
  private readonly closedSuppliers = new Map<string, Set<string>>();
  private readonly linkedSuppliers = new Map<string, Set<string>>();
  private readonly wordIds = new Map<string, number>();
  private readonly postings: (PostingList | undefined)[] = [];
  private sortedWords: string[] = [];
  /** The id of each word of `sortedWords`, at the same position: no map look-up per word of a prefix. */
  private sortedWordIds: number[] = [];
  private unsortedWords: string[] = [];

  private generation = 0;
  private seenIn = new Int32Array(0);
  private matchedWords = new Int32Array(0);
  private scores = new Int32Array(0);
  private scoredMark = new Int32Array(0);
  private readonly touched = new GrowableInts();
  private readonly candidates = new GrowableInts();
  private readonly tiedScratch = new GrowableInts();
  private countByScore = new Int32Array(0);
  private readonly masks = new WeakMap<ReadonlySet<string>, { ids: number; mask: Uint8Array }>();
  private allowed: Uint8Array | null = null;

  get size(): number {
    return this.products.length - this.removed.size;
  }

  /** A deleted product leaves the index; its postings stay behind, skipped as removed. */
  remove(productId: string): void {
    const existing = this.documentOf.get(productId);
    if (existing === undefined) return;
    this.sorted.remove(productId);
    this.removed.add(existing);
    this.documentOf.delete(productId);
  }

  /** Spec 03 Admin Suppliers rebuild: drops every product of the supplier and indexes the given ones afresh. */
  replaceSupplierProducts(supplierId: string, products: readonly SearchableProduct[]): number {
    for (const [productId, document] of this.documentOf) {
      if (this.products[document]?.supplierId === supplierId) {
        this.sorted.remove(productId);
        this.removed.add(document);
        this.documentOf.delete(productId);
      }
    }
    for (const product of products) this.upsert(product);
    return products.length;
  }

  /** Adds a product, or replaces it; a change of price alone keeps its place in the index. */
  upsert(product: SearchableProduct): void {
    this.sorted.upsert(product);
    const existing = this.documentOf.get(product.productId);
    if (existing !== undefined) {
      const before = this.products[existing] as SearchableProduct;
      if (catalogueSearchFields.every((field) => before[field] === product[field])) {
        this.products[existing] = product;
        return;
      }
      this.removed.add(existing);
    }
    const document = this.products.length;
    this.products.push(product);
    this.titleKeys.push(product.title.toLowerCase());
    this.documentOf.set(product.productId, document);
    let supplier = this.supplierNumbers.get(product.supplierId);
    if (supplier === undefined) {
      supplier = this.supplierNumbers.size;
      this.supplierNumbers.set(product.supplierId, supplier);
    }
    this.supplierOf.push(supplier);
    catalogueSearchFields.forEach((field, fieldNumber) => {
      for (const word of new Set(searchWords(product[field] ?? ''))) {
        const slot = this.wordId(word) * FIELD_COUNT + fieldNumber;
        let list = this.postings[slot];
        if (!list) {
          list = new PostingList();
          this.postings[slot] = list;
        }
        list.add(document);
      }
    });
  }

  /**
   * Which suppliers a venue buys from, kept beside the index so a search needs no other read
   * model: the venue's catalogue is its suppliers' products.
   */
  linkVenueSupplier(venueId: string, supplierId: string): void {
    const linked = this.linkedSuppliers.get(venueId) ?? new Set<string>();
    linked.add(supplierId);
    this.linkedSuppliers.set(venueId, linked);
    this.refreshVenue(venueId);
  }

  /** A supplier no longer supplying the venue leaves its catalogue; linked again, it starts open. */
  unlinkVenueSupplier(venueId: string, supplierId: string): void {
    const linked = new Set(this.linkedSuppliers.get(venueId) ?? []);
    linked.delete(supplierId);
    this.linkedSuppliers.set(venueId, linked);
    const closed = new Set(this.closedSuppliers.get(venueId) ?? []);
    closed.delete(supplierId);
    this.closedSuppliers.set(venueId, closed);
    this.refreshVenue(venueId);
  }

  /** Only an active supplier with its catalogue open shows in the venue's catalogue. */
  setVenueSupplierOpen(venueId: string, supplierId: string, isOpen: boolean): void {
    const closed = this.closedSuppliers.get(venueId) ?? new Set<string>();
    if (isOpen) closed.delete(supplierId);
    else closed.add(supplierId);
    this.closedSuppliers.set(venueId, closed);
    this.refreshVenue(venueId);
  }

  /** A new set on every change: the supplier mask is cached per set object. */
  private refreshVenue(venueId: string): void {
    const closed = this.closedSuppliers.get(venueId);
    const open = [...(this.linkedSuppliers.get(venueId) ?? [])].filter((supplierId) => !closed?.has(supplierId));
    this.venueSuppliers.set(venueId, new Set(open));
  }

  suppliersOf(venueId: string): ReadonlySet<string> {
    return this.venueSuppliers.get(venueId) ?? new Set();
  }

  get(productId: string): SearchableProduct | undefined {
    const document = this.documentOf.get(productId);
    return document === undefined ? undefined : this.products[document];
  }

  search(request: CatalogueSearchRequest): CatalogueSearchResult {
    const words = [...new Set(searchWords(request.term))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0 || request.fields.length === 0) return { total: 0, hits: [] };
    this.prepareScratch();
    // Other suppliers' products never enter the candidates: a venue's search touches only its own.
    this.allowed = request.supplierIds ? this.supplierMask(request.supplierIds) : null;
    const fields = [...new Set(request.fields)].map((field) => catalogueSearchFields.indexOf(field));
    words.forEach((word, wordNumber) => {
      const exactId = this.wordIds.get(word);
      const start = lowerBound(this.sortedWords, word);
      const end = lowerBound(this.sortedWords, `${word}\uffff`);
      for (const field of fields) {
        const mark = this.generation * 64 + wordNumber * FIELD_COUNT + field;
        // Exact first, so a field that holds the word itself counts 100, not 10.
        if (exactId !== undefined) {
          this.score(this.postings[exactId * FIELD_COUNT + field], wordNumber, catalogueSearchBoost.exact, mark);
        }
        for (let position = start; position < end; position += 1) {
          const id = this.sortedWordIds[position] as number;
          if (id === exactId) continue;
          this.score(this.postings[id * FIELD_COUNT + field], wordNumber, catalogueSearchBoost.partial, mark);
        }
      }
    });
    return this.best(words.length, request);
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.wordIds.size;
      this.wordIds.set(word, id);
      this.unsortedWords.push(word);
    }
    return id;
  }

  private prepareScratch(): void {
    if (this.unsortedWords.length > RESORT_THRESHOLD) {
      this.sortedWords = [...this.wordIds.keys()].sort();
      this.sortedWordIds = this.sortedWords.map((word) => this.wordIds.get(word) as number);
    } else {
      for (const word of this.unsortedWords) {
        const position = lowerBound(this.sortedWords, word);
        this.sortedWords.splice(position, 0, word);
        this.sortedWordIds.splice(position, 0, this.wordIds.get(word) as number);
      }
    }
    this.unsortedWords = [];
    const size = this.products.length;
    if (this.seenIn.length < size || this.generation >= 30_000_000) {
      const capacity = Math.max(1024, size * 2);
      this.seenIn = new Int32Array(capacity);
      this.matchedWords = new Int32Array(capacity);
      this.scores = new Int32Array(capacity);
      this.scoredMark = new Int32Array(capacity);
      this.generation = 0;
    }
    this.generation += 1;
    this.touched.clear();
  }

  /** Adds `weight` to each product of the list that matched every earlier word, once per word and field. */
  private score(list: PostingList | undefined, wordNumber: number, weight: number, mark: number): void {
    if (!list) return;
    const { ids, length } = list;
    const { seenIn, matchedWords, scores, scoredMark, generation, allowed } = this;
    const supplierOf = this.supplierOf.values;
    for (let index = 0; index < length; index += 1) {
      const document = ids[index] as number;
      if (seenIn[document] !== generation) {
        if (wordNumber > 0) continue;
        if (allowed && allowed[supplierOf[document] as number] !== 1) continue;
        seenIn[document] = generation;
        matchedWords[document] = 0;
        scores[document] = 0;
        this.touched.push(document);
      } else if ((matchedWords[document] as number) < wordNumber) {
        continue;
      }
      if (scoredMark[document] === mark) continue;
      scoredMark[document] = mark;
      scores[document] = (scores[document] as number) + weight;
      matchedWords[document] = wordNumber + 1;
    }
  }

  /**
   * The suppliers a search may show, as a flag per supplier number. Kept per set of ids (a venue's
   * set is the same object from one search to the next), rebuilt only when it or the suppliers grew.
   */
  private supplierMask(supplierIds: ReadonlySet<string>): Uint8Array {
    const cached = this.masks.get(supplierIds);
    if (cached && cached.ids === supplierIds.size && cached.mask.length === this.supplierNumbers.size) {
      return cached.mask;
    }
    const mask = new Uint8Array(this.supplierNumbers.size);
    for (const id of supplierIds) {
      const number = this.supplierNumbers.get(id);
      if (number !== undefined) mask[number] = 1;
    }
    this.masks.set(supplierIds, { ids: supplierIds.size, mask });
    return mask;
  }

  /** The `limit` best of the products that matched every word; equal scores keep listing order. */
  private best(wordCount: number, request: CatalogueSearchRequest): CatalogueSearchResult {
    const allowed = request.supplierIds ? this.supplierMask(request.supplierIds) : null;
    // Every score is a sum of 100s and 10s: counting per multiple of 10 in an array beats a map per candidate.
    const buckets = wordCount * FIELD_COUNT * (catalogueSearchBoost.exact / catalogueSearchBoost.partial) + 1;
    if (this.countByScore.length < buckets) this.countByScore = new Int32Array(buckets);
    else this.countByScore.fill(0, 0, buckets);
    const { countByScore, candidates } = this;
    candidates.clear();
    const { values, length } = this.touched;
    for (let index = 0; index < length; index += 1) {
      const document = values[index] as number;
      if (this.matchedWords[document] !== wordCount) continue;
      if (allowed && allowed[this.supplierOf.values[document] as number] !== 1) continue;
      if (this.removed.size > 0 && this.removed.has(document)) continue;
      candidates.push(document);
      const bucket = ((this.scores[document] as number) / catalogueSearchBoost.partial) | 0;
      countByScore[bucket] = (countByScore[bucket] as number) + 1;
    }
    let threshold = Number.NEGATIVE_INFINITY;
    let roomAtThreshold = candidates.length;
    let remaining = request.limit;
    for (let bucket = buckets - 1; bucket >= 0; bucket -= 1) {
      const count = countByScore[bucket] as number;
      if (count === 0) continue;
      if (count >= remaining) {
        threshold = bucket * catalogueSearchBoost.partial;
        roomAtThreshold = remaining;
        break;
      }
      remaining -= count;
    }
    const chosen: number[] = [];
    const atThreshold = this.tiedScratch;
    atThreshold.clear();
    for (let index = 0; index < candidates.length; index += 1) {
      const document = candidates.values[index] as number;
      const score = this.scores[document] as number;
      if (score > threshold) chosen.push(document);
      else if (score === threshold) atThreshold.push(document);
    }
    const tied = atThreshold.values.subarray(0, atThreshold.length).sort();
    for (let index = 0; index < Math.min(roomAtThreshold, tied.length); index += 1) chosen.push(tied[index] as number);
    const hits = chosen
      .map((document) => ({ document, score: this.scores[document] as number }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          ((this.titleKeys[a.document] as string) < (this.titleKeys[b.document] as string) ? -1 : 1),
      )
      .map(({ document, score }) => ({ product: this.products[document] as SearchableProduct, score }));
    return { total: candidates.length, hits };
  }
}
