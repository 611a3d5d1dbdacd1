import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VenueRegistered } from '@oms/contracts';
import { demoSuppliers, demoVenues } from '../../../services/src/demo/demoCatalogue';
import { DecidedStreams } from '../../../services/src/demo/generator/decidedStreams';
import {
  type GeneratedProduct,
  type GeneratedSupplier,
  generateProducts,
  generateSuppliers,
} from '../../../services/src/demo/generator/generateCatalogue';
import { generateOrderHistory } from '../../../services/src/demo/generator/generateOrderHistory';
import { generateVenues } from '../../../services/src/demo/generator/generateVenues';
import {
  recordOrderingSession,
  recordProduct,
  recordSuppliers,
  recordVenues,
} from '../../../services/src/demo/generator/recordGeneratedData';
import { openSqliteEventStore } from '../../../services/src/platform/eventStore/sqliteEventStore';

const benchDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const generatorDir = resolve(benchDir, '../../services/src/demo/generator');
const cacheDir = resolve(benchDir, 'results/cache');
const eventStoreSource = resolve(benchDir, '../../services/src/platform/eventStore/sqliteEventStore.ts');

export const BENCH_SEED = 7_000_001;
/** Fixed, so a cached data set is the same data whichever day it was made. */
export const benchNow = new Date('2026-11-22T10:00:00.000Z');
const YEAR_MS = 365 * 86_400_000;

/**
 * Changes whenever the generator or the event store (which makes the file's format) does, so a
 * stale cached data set is never measured.
 */
function generatorFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(generatorDir).sort()) hash.update(readFileSync(join(generatorDir, file)));
  hash.update(readFileSync(resolve(benchDir, 'support/datasets.ts')));
  hash.update(readFileSync(eventStoreSource));
  return hash.digest('hex').slice(0, 12);
}

/**
 * An event store file made by the generator, kept in results/cache between runs: making a million
 * events takes longer than measuring them, and the same seed gives the same data anyway.
 */
async function cachedStore(name: string, fill: (file: string) => Promise<void>): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `${name}-${generatorFingerprint()}.sqlite`);
  if (existsSync(file)) return file;
  for (const stale of readdirSync(cacheDir).filter((entry) => entry.startsWith(`${name}-`))) {
    rmSync(join(cacheDir, stale), { force: true });
  }
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  await fill(partial);
  for (const suffix of ['-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
  renameSync(partial, file);
  return file;
}

async function withStreams(file: string, work: (streams: DecidedStreams) => Promise<void>): Promise<number> {
  const store = openSqliteEventStore({ filename: file });
  const streams = new DecidedStreams(store);
  await work(streams);
  await streams.flush();
  await store.close();
  return streams.eventCount;
}

export function benchSuppliers(count: number): GeneratedSupplier[] {
  return generateSuppliers(BENCH_SEED, count, demoSuppliers);
}

export function benchProducts(suppliers: readonly GeneratedSupplier[], productsPerSupplier: number) {
  return generateProducts({ seed: BENCH_SEED, suppliers, productsPerSupplier, now: benchNow });
}

/**
 * P4's history: products with a year of price changes, and venues ordering most mornings for two
 * years, until the store holds `events` events.
 */
export function historyStore(events: number): Promise<string> {
  return cachedStore(`history-${events}`, async (file) => {
    await withStreams(file, async (streams) => {
      const suppliers = benchSuppliers(Math.max(20, Math.round(events / 10_000)));
      const productsBySupplier = new Map<string, GeneratedProduct[]>();
      await recordSuppliers(streams, suppliers, new Date(benchNow.getTime() - 3 * YEAR_MS));
      for (const product of benchProducts(suppliers, 100)) {
        await recordProduct(streams, product);
        const list = productsBySupplier.get(product.listed.supplierId) ?? [];
        list.push(product);
        productsBySupplier.set(product.listed.supplierId, list);
      }
      const venues = generateVenues(BENCH_SEED, Math.max(10, Math.round(events / 8_000)), demoVenues);
      const suppliersOf = (venueId: string) => {
        const offset = venues.findIndex((venue) => venue.venueId === venueId);
        return Array.from({ length: 8 }, (_, index) => suppliers[(offset * 3 + index) % suppliers.length]).filter(
          (supplier): supplier is GeneratedSupplier => supplier !== undefined,
        );
      };
      await recordVenues(streams, venues, suppliersOf, new Date(benchNow.getTime() - 2 * YEAR_MS));
      const sessions = generateOrderHistory({
        seed: BENCH_SEED,
        venues,
        suppliersOf,
        productsOf: (supplierId) => productsBySupplier.get(supplierId) ?? [],
        days: 730,
        now: benchNow,
        placedBy: 'bench-venue-user',
      });
      for (const session of sessions) {
        if (streams.eventCount >= events) break;
        await recordOrderingSession(streams, session);
      }
    });
  });
}

export const searchVenue: VenueRegistered = {
  venueId: 'ven-search-bench',
  title: 'Search Bench Kitchen',
  code: 'SRCHBN',
  addressLine1: '9 Market Place',
  addressLine2: 'Old Town',
  addressCity: 'York',
  addressPostCode: 'YO1 8AB',
  phoneNumber: '01904 960000',
  isPricesHidden: false,
};

export const searchVolumes = (products: number) => ({
  suppliers: Math.max(10, Math.round(products / 500)),
  productsPerSupplier: 500,
});

/** P5's catalogue: `products` products as listed, and one venue that buys from every supplier. */
export function catalogueStore(products: number): Promise<string> {
  return cachedStore(`catalogue-${products}`, async (file) => {
    await withStreams(file, async (streams) => {
      const volumes = searchVolumes(products);
      const suppliers = benchSuppliers(volumes.suppliers);
      await recordSuppliers(streams, suppliers, benchNow);
      for (const product of benchProducts(suppliers, volumes.productsPerSupplier)) {
        await recordProduct(streams, { ...product, priceChanges: [] });
      }
      await recordVenues(streams, [searchVenue], () => suppliers, benchNow);
    });
  });
}
