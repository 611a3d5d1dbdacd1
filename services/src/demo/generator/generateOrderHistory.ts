import { createHash } from 'node:crypto';
import { addBusinessDays, businessDateOf, linesTotal, nextDeliveryDay, type VenueRegistered } from '@oms/contracts';
import type { AddToBasket, PlaceBasketOrder, ProductSnapshot, SupplierTerms } from '../../ordering/basket/commands';
import { productSnapshotOf } from '../../ordering/order/orderLineSnapshot';
import type { GeneratedProduct, GeneratedSupplier } from './generateCatalogue';
import { priceAt } from './generateCatalogue';
import { seededRandom } from './seededRandom';

/** One morning's ordering at one venue: the lines put in the basket, then the order placed. */
export interface OrderingSession {
  venueId: string;
  orderedAt: Date;
  additions: AddToBasket[];
  placement: PlaceBasketOrder;
}

export interface OrderHistoryOptions {
  seed: number;
  venues: readonly VenueRegistered[];
  /** Each venue's suppliers, in the order it uses them most. */
  suppliersOf: (venueId: string) => readonly GeneratedSupplier[];
  productsOf: (supplierId: string) => readonly GeneratedProduct[];
  /** Days of history before today; today itself is left free for the user. */
  days: number;
  now: Date;
  /** The account recorded as placing the orders. */
  placedBy: string;
}

const DAY_MS = 86_400_000;
/** How many of a supplier's products a venue buys regularly. */
const USUAL_RANGE = 24;

/**
 * A UUID-shaped id hashed from what makes the order unique. Drawing it from the seeded numbers
 * would repeat within a few hundred thousand orders: their state has only 32 bits.
 */
function orderIdOf(seed: number, venueId: string, orderedAt: string, supplierId: string): string {
  const hex = createHash('sha256').update(`${seed}:${venueId}:${orderedAt}:${supplierId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function snapshotOf(product: GeneratedProduct, OMSPrice: number): ProductSnapshot {
  return productSnapshotOf({ ...product.listed, OMSPrice });
}

/**
 * Venues order most mornings from a few of their suppliers, mostly the same products, in
 * quantities that clear each supplier's minimum, at the price of that day.
 */
export function* generateOrderHistory(options: OrderHistoryOptions): Generator<OrderingSession> {
  const { seed, venues, suppliersOf, productsOf, days, now, placedBy } = options;
  for (const venue of venues) {
    const random = seededRandom(seed).fork(`orders:${venue.venueId}`);
    const suppliers = suppliersOf(venue.venueId);
    const usual = new Map(
      suppliers.map((supplier) => {
        const products = productsOf(supplier.supplierId);
        return [supplier.supplierId, Array.from({ length: USUAL_RANGE }, () => random.pick(products))];
      }),
    );
    for (let daysAgo = days; daysAgo >= 1; daysAgo -= 1) {
      // Yesterday always has orders from the first three suppliers: the demo's waiting checklists.
      const isYesterday = daysAgo === 1;
      if (!isYesterday && !random.chance(0.75)) continue;
      // Between 08:00 and 11:00 UTC: a London morning all year round.
      const orderedAt = new Date(
        Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + random.int(8 * 60, 11 * 60) * 60_000,
      );
      const instant = orderedAt.toISOString();
      const today = businessDateOf(orderedAt);
      const chosen = isYesterday
        ? suppliers.slice(0, 3)
        : suppliers.filter((_, index) => random.chance(index < 3 ? 0.6 : 0.25));
      if (chosen.length === 0) continue;
      const additions: AddToBasket[] = [];
      const products: Record<string, ProductSnapshot> = {};
      const terms: Record<string, SupplierTerms> = {};
      const orderIds: Record<string, string> = {};
      for (const supplier of chosen) {
        const range = usual.get(supplier.supplierId) ?? [];
        const picked = [...new Set(Array.from({ length: random.int(2, 7) }, () => random.pick(range)))];
        const lines = picked.map((product) => ({
          product,
          quantity: random.int(1, 6),
          OMSPrice: priceAt(product, instant),
        }));
        const [first] = lines;
        if (!first) continue;
        const total = linesTotal(
          lines.map((line) => ({
            quantity: line.quantity,
            unitPrice: line.OMSPrice,
            hasVat: line.product.listed.hasVat,
          })),
        );
        // Topping up the first line clears the minimum, so every generated order is one the basket accepts.
        if (total < supplier.minOrderValue) {
          first.quantity += Math.ceil((supplier.minOrderValue - total) / Math.max(1, first.OMSPrice));
        }
        for (const line of lines) {
          const productId = line.product.listed.productId;
          products[productId] = snapshotOf(line.product, line.OMSPrice);
          additions.push({
            type: 'AddToBasket',
            venueId: venue.venueId,
            productId,
            supplierId: supplier.supplierId,
            quantity: line.quantity,
            supplier: { title: supplier.title, takesOrdersFromVenue: true },
          });
        }
        terms[supplier.supplierId] = {
          title: supplier.title,
          deliveryDays: supplier.deliveryDays,
          minOrderValue: supplier.minOrderValue,
        };
        orderIds[supplier.supplierId] = orderIdOf(seed, venue.venueId, instant, supplier.supplierId);
      }
      const lead = chosen[0];
      if (!lead || additions.length === 0) continue;
      const requiredDeliveryDay = nextDeliveryDay(
        { supplierId: lead.supplierId, supplierTitle: lead.title, deliveryDays: lead.deliveryDays },
        addBusinessDays(today, random.int(0, 1)),
      );
      yield {
        venueId: venue.venueId,
        orderedAt,
        additions,
        placement: {
          type: 'PlaceBasketOrder',
          venueId: venue.venueId,
          requiredDeliveryDay,
          poNumber: random.chance(0.3) ? `PO-${today.replaceAll('-', '')}-${random.int(10, 99)}` : null,
          notes: random.chance(0.2) ? random.pick(orderNotes) : '',
          orderedAt: instant,
          today,
          placedVia: random.chance(0.8) ? 'dashboard' : 'app',
          placedBy,
          orderIds,
          products,
          suppliers: terms,
          // History predates plan limits: the demo's past orders are recorded as they were placed.
          poNumberAllowance: { remaining: null, usedThisMonth: [] },
        },
      };
    }
  }
}

const orderNotes = [
  'Please deliver to the side entrance before 10am.',
  'Ring the bell at the back door.',
  'Kitchen closed until 9am: leave with the bar staff.',
  'Loading bay on Mill Lane, please.',
  'Call 10 minutes before arrival.',
] as const;
