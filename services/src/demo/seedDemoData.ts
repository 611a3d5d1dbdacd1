import { accountIdForEmail } from '../identity/account/accountId';
import type { Platform } from '../platform/platform';
import { demoSuppliers, demoVenues } from './demoCatalogue';
import { DecidedStreams } from './generator/decidedStreams';
import { type GeneratedProduct, generateProducts, generateSuppliers } from './generator/generateCatalogue';
import { generateOrderHistory } from './generator/generateOrderHistory';
import { generateVenues } from './generator/generateVenues';
import { recordOrderingSession, recordProduct, recordSuppliers, recordVenues } from './generator/recordGeneratedData';
import { seedDemoSubscriptions } from './seedDemoSubscriptions';
import { seedDemoVenueSuppliers } from './seedDemoVenueSuppliers';

/** Identity issue, point 9: a demo that looks like a real customer's first quarter. */
export const demoVolumes = {
  suppliers: 9,
  productsPerSupplier: 222,
  venues: 5,
  /** Days of order history before today, for every venue. */
  orderDays: 90,
} as const;

const DEMO_SEED = 20_261_122;
const YEAR_MS = 365 * 86_400_000;

export interface SeedSummary {
  events: number;
  suppliers: number;
  products: number;
  venues: number;
  orderingSessions: number;
}

/**
 * The embedded demo's data, generated from a fixed seed and recorded through the same deciders
 * users' commands go through: suppliers with a year of price changes, venues linked to them and
 * 90 days of orders. The demo venues (The Crown & Anchor, Harbour Kitchen) buy from every supplier.
 */
export async function seedDemoData(platform: Platform, now: Date): Promise<SeedSummary> {
  const suppliers = generateSuppliers(DEMO_SEED, demoVolumes.suppliers, demoSuppliers);
  const products = [
    ...generateProducts({
      seed: DEMO_SEED,
      suppliers,
      productsPerSupplier: demoVolumes.productsPerSupplier,
      now,
      curated: new Map(demoSuppliers.map((supplier) => [supplier.supplierId, supplier.products])),
    }),
  ];
  const productsBySupplier = new Map<string, GeneratedProduct[]>();
  for (const product of products) {
    const list = productsBySupplier.get(product.listed.supplierId) ?? [];
    list.push(product);
    productsBySupplier.set(product.listed.supplierId, list);
  }
  const venues = generateVenues(DEMO_SEED, demoVolumes.venues, demoVenues);
  const demoVenueIds = new Set(demoVenues.map((venue) => venue.venueId));
  // Other venues use the demo's own five suppliers and one more, as a smaller customer would.
  const suppliersOf = (venueId: string) =>
    demoVenueIds.has(venueId) ? suppliers : suppliers.slice(0, demoSuppliers.length + 1);
  const sessions = [
    ...generateOrderHistory({
      seed: DEMO_SEED,
      venues,
      suppliersOf,
      productsOf: (supplierId) => productsBySupplier.get(supplierId) ?? [],
      days: demoVolumes.orderDays,
      now,
      // The demo venue manager (seedDemoAccounts) placed the demo's orders.
      placedBy: accountIdForEmail('venue@oms.test'),
    }),
  ];

  // Read models catch up once, in batches, instead of following thousands of single appends.
  await platform.runner.stop();
  const streams = new DecidedStreams(platform.eventStore);
  try {
    const onboardedAt = new Date(now.getTime() - 3 * YEAR_MS);
    await recordSuppliers(streams, suppliers, onboardedAt);
    for (const product of products) await recordProduct(streams, product);
    await recordVenues(streams, venues, suppliersOf, onboardedAt);
    for (const session of sessions) await recordOrderingSession(streams, session);
    await streams.flush();
  } finally {
    await platform.runner.start();
  }
  await seedDemoSubscriptions(platform, now);
  await seedDemoVenueSuppliers(platform, now);
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  return {
    events: streams.eventCount,
    suppliers: suppliers.length,
    products: products.length,
    venues: venues.length,
    orderingSessions: sessions.length,
  };
}
