import type { ProductListed, SupplierOnboarded } from '@oms/contracts';
import { allergensOfProduct } from './productAllergens';
import { type ProductFamily, type ProductFamilyName, productFamilies } from './productFamilies';
import { type SeededRandom, seededRandom } from './seededRandom';
import { type SupplierTrade, type SupplierTradeName, supplierPlaces, supplierTrades } from './supplierTrades';

export interface GeneratedSupplier extends SupplierOnboarded {
  trade: SupplierTradeName;
  skuPrefix: string;
  /** Pence; what each linked venue must order at least. */
  minOrderValue: number;
}

/** A product as a supplier would hand it over: listed at one price, changed since. */
export interface CuratedProduct {
  title: string;
  size: string;
  UoM: ProductListed['UoM'];
  type: string;
  /** Today's supplier price, pence ex VAT. */
  OMSPrice: number;
  hasVat: boolean;
}

export interface PriceChange {
  OMSPrice: number;
  price: number;
  changedAt: string;
}

export interface GeneratedProduct {
  /** The product as first listed, at its first price. */
  listed: ProductListed;
  listedAt: string;
  /** Oldest first; the last one is today's price. */
  priceChanges: PriceChange[];
}

const DAY_MS = 86_400_000;

/** One id rule for every generated product, so specs and demos can name them: `sup-brakes-p001`. */
export const productIdOf = (supplierId: string, index: number) =>
  `${supplierId}-p${String(index + 1).padStart(3, '0')}`;

const surnames = [
  'Harrison',
  'Patel',
  'Okafor',
  'Campbell',
  'Evans',
  'Murphy',
  'Khan',
  'Wright',
  'Hughes',
  'Clarke',
  'Price',
  'Morgan',
  'Kowalski',
  'Fraser',
  'Doyle',
  'Ahmed',
  'Turner',
  'Baxter',
  'Singh',
  'Reid',
] as const;

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replaceAll('&', 'and')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

function initialsOf(title: string): string {
  const letters = title
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters.padEnd(3, 'X').slice(0, 3);
}

function supplierTitles(random: SeededRandom, suffixes: readonly string[]): string[] {
  const place = random.pick(supplierPlaces);
  const surname = random.pick(surnames);
  return suffixes.flatMap((suffix) => [
    `${place} ${suffix}`,
    `${surname} ${suffix}`,
    `${surname} & Sons ${suffix}`,
    `${surname} of ${place} ${suffix}`,
  ]);
}

/**
 * Suppliers after the given ones, spread over the trades, each with a unique title and id.
 * `existing` keeps hand-made suppliers (the demo's) first and their ids stable.
 */
export function generateSuppliers(seed: number, count: number, existing: readonly GeneratedSupplier[] = []) {
  const random = seededRandom(seed).fork('suppliers');
  const tradeNames = Object.keys(supplierTrades) as SupplierTradeName[];
  const suppliers: GeneratedSupplier[] = [...existing];
  const usedIds = new Set(existing.map((supplier) => supplier.supplierId));
  const usedPrefixes = new Map<string, number>();
  for (let index = 0; suppliers.length < count; index += 1) {
    const tradeName = tradeNames[index % tradeNames.length] ?? 'wholesaler';
    const trade: SupplierTrade = supplierTrades[tradeName];
    const candidates = supplierTitles(random, trade.titleSuffixes);
    const title =
      candidates.find((candidate) => !usedIds.has(`sup-${slugOf(candidate)}`)) ??
      `${candidates[0] ?? tradeName} ${index + 1}`;
    const supplierId = `sup-${slugOf(title)}`;
    if (usedIds.has(supplierId)) continue;
    usedIds.add(supplierId);
    const initials = `${initialsOf(title)}${trade.skuLetters}`;
    const seen = usedPrefixes.get(initials) ?? 0;
    usedPrefixes.set(initials, seen + 1);
    suppliers.push({
      supplierId,
      title,
      trade: tradeName,
      deliveryDays: [...random.pick(trade.deliveryPatterns)],
      cutOffTime: random.pick(trade.cutOffTimes),
      integrationType: null,
      skuPrefix: seen === 0 ? initials : `${initials}${seen}`,
      minOrderValue: random.pick(trade.minimumOrders),
    });
  }
  return suppliers;
}

/** Shelf prices end in 9, 5 or 0, as on real price lists. */
function shelfPrice(random: SeededRandom, low: number, high: number): number {
  const rough = random.int(low, high);
  return Math.max(9, Math.round(rough / 10) * 10 - random.pick([1, 5, 10]));
}

const zoneOfType = new Map<string, string>(
  Object.values(productFamilies as Record<string, ProductFamily>).map((family) => [family.type, family.zone]),
);

/**
 * Prices going back from today's: mostly small rises (food inflation), a few cuts, spread over
 * the year; about one product in six changed within the last 14 days, so the price flag shows.
 */
function priceHistory(random: SeededRandom, currentOMSPrice: number, now: Date) {
  const markup = 1.1 + random.int(0, 15) / 100;
  const listedAt = new Date(now.getTime() - random.int(380, 900) * DAY_MS);
  const changeCount = random.pick([0, 0, 1, 1, 1, 2, 2, 3, 4]);
  const ageLimitDays = Math.floor((now.getTime() - listedAt.getTime()) / DAY_MS) - 1;
  const daysAgo = Array.from({ length: changeCount }, () => random.int(1, Math.min(365, ageLimitDays)));
  if (changeCount > 0 && random.chance(0.5)) daysAgo[0] = random.int(1, 13);
  const changeDays = [...new Set(daysAgo)].sort((a, b) => b - a);
  const omsPrices = [currentOMSPrice];
  for (let step = 0; step < changeDays.length; step += 1) {
    const later = omsPrices[0] ?? currentOMSPrice;
    const rise = random.int(-6, 12) || 3;
    omsPrices.unshift(Math.max(9, Math.round(later / (1 + rise / 100))));
  }
  const customerPrice = (pence: number) => Math.round(pence * markup);
  const priceChanges: PriceChange[] = changeDays.map((days, index) => {
    const OMSPrice = omsPrices[index + 1] ?? currentOMSPrice;
    // Changes take effect at 06:00 UTC, before venues order.
    const changedAt = new Date(Math.floor((now.getTime() - days * DAY_MS) / DAY_MS) * DAY_MS + 6 * 3_600_000);
    return { OMSPrice, price: customerPrice(OMSPrice), changedAt: changedAt.toISOString() };
  });
  const firstOMSPrice = omsPrices[0] ?? currentOMSPrice;
  return { listedAt: listedAt.toISOString(), firstOMSPrice, firstPrice: customerPrice(firstOMSPrice), priceChanges };
}

function inventProduct(random: SeededRandom, family: ProductFamily): CuratedProduct {
  const name = random.pick(family.names);
  const qualifier = random.pick(family.qualifiers);
  const title = qualifier && !name.includes(qualifier) ? `${qualifier} ${name}` : name;
  const [size, UoM, low, high] = random.pick(family.packs);
  return { title, size, UoM, type: family.type, OMSPrice: shelfPrice(random, low, high), hasVat: family.hasVat };
}

export interface CatalogueOptions {
  seed: number;
  suppliers: readonly GeneratedSupplier[];
  productsPerSupplier: number;
  now: Date;
  /** Hand-made products that open a supplier's list (the demo's), keeping their ids and prices. */
  curated?: ReadonlyMap<string, readonly CuratedProduct[]>;
}

/** Every supplier's products, lazily, so a million of them never sit in memory at once. */
export function* generateProducts(options: CatalogueOptions): Generator<GeneratedProduct> {
  const { seed, suppliers, productsPerSupplier, now, curated } = options;
  const root = seededRandom(seed);
  for (const supplier of suppliers) {
    const random = root.fork(`products:${supplier.supplierId}`);
    const trade: SupplierTrade = supplierTrades[supplier.trade];
    const families: ProductFamily[] = trade.families.map((name: ProductFamilyName) => productFamilies[name]);
    const handMade = curated?.get(supplier.supplierId) ?? [];
    const seen = new Set(handMade.map((product) => `${product.title}|${product.size}`));
    for (let index = 0; index < Math.max(productsPerSupplier, handMade.length); index += 1) {
      let product = handMade[index];
      for (let attempt = 0; !product && attempt < 6; attempt += 1) {
        const candidate = inventProduct(random, random.pick(families));
        const key = `${candidate.title}|${candidate.size}`;
        if (seen.has(key) && attempt < 5) continue;
        seen.add(key);
        product = candidate;
      }
      if (!product) continue;
      const productId = productIdOf(supplier.supplierId, index);
      const history = priceHistory(root.fork(productId), product.OMSPrice, now);
      yield {
        listed: {
          productId,
          supplierId: supplier.supplierId,
          supplierTitle: supplier.title,
          sku: `${supplier.skuPrefix}${String(10_000 + index * 37)}`,
          title: product.title,
          size: product.size,
          UoM: product.UoM,
          type: product.type,
          zone: zoneOfType.get(product.type) ?? 'Ambient',
          OMSPrice: history.firstOMSPrice,
          price: history.firstPrice,
          hasVat: product.hasVat,
          GLN: String(5_060_000_000_000 + suppliers.indexOf(supplier) * 100_000 + index),
          allergens: allergensOfProduct(product.type, product.title),
        },
        listedAt: history.listedAt,
        priceChanges: history.priceChanges,
      };
    }
  }
}

/** The price a product had at an instant: what an order placed then was charged. */
export function priceAt(product: GeneratedProduct, instant: string): number {
  let OMSPrice = product.listed.OMSPrice;
  for (const change of product.priceChanges) {
    if (change.changedAt > instant) break;
    OMSPrice = change.OMSPrice;
  }
  return OMSPrice;
}
