import {
  addBusinessDays,
  basketStreamId,
  businessDateOf,
  nextDeliveryDay,
  productStreamId,
  supplierStreamId,
  venueStreamId,
} from '@oms/contracts';
import { productDecider } from '../../catalogue/product/product';
import { supplierDecider } from '../../catalogue/supplier/supplier';
import { basketDecider } from '../../ordering/basket/decide';
import { placeBasketOrderService } from '../../ordering/basket/placeBasketOrderService';
import { venueDecider } from '../../venues/venue/venue';
import { type CommandContext, systemContext } from '../commands/commandContext';
import { handleCommand } from '../commands/handleCommand';
import type { Platform } from '../platform';
import { demoSuppliers, demoVenues } from './demoCatalogue';
import { seedDemoSubscriptions } from './seedDemoSubscriptions';

/** Deterministic pseudo-random numbers, so every demo start looks the same. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const demoProductId = (supplierId: string, index: number) => `${supplierId}-p${String(index + 1).padStart(3, '0')}`;

/** True when the store already holds data: the demo is seeded once, on the first start. */
export async function isSeeded(platform: Platform): Promise<boolean> {
  return (await platform.eventStore.headPosition()) > 0;
}

/**
 * The embedded demo's data, recorded through the same commands users run: suppliers and products,
 * two venues linked to every supplier, and two weeks of orders placed from the first venue's basket.
 */
export async function seedDemoData(platform: Platform, now = new Date()): Promise<void> {
  const { eventStore } = platform;
  const context = systemContext(now);

  for (const { skuPrefix, minOrderValue: _min, products, ...supplier } of demoSuppliers) {
    await handleCommand(
      eventStore,
      supplierStreamId(supplier.supplierId),
      supplierDecider,
      { type: 'OnboardSupplier', supplier },
      context,
    );
    for (const [index, [title, size, UoM, type, pence, hasVat]] of products.entries()) {
      const productId = demoProductId(supplier.supplierId, index);
      await handleCommand(
        eventStore,
        productStreamId(productId),
        productDecider,
        {
          type: 'ListProduct',
          product: {
            productId,
            supplierId: supplier.supplierId,
            supplierTitle: supplier.title,
            sku: `${skuPrefix}${String(10_000 + index * 37)}`,
            title,
            size,
            UoM,
            type,
            OMSPrice: pence,
            price: Math.round(pence * 1.15),
            hasVat,
          },
        },
        context,
      );
    }
  }

  for (const venue of demoVenues) {
    await handleCommand(
      eventStore,
      venueStreamId(venue.venueId),
      venueDecider,
      { type: 'RegisterVenue', venue },
      context,
    );
    for (const supplier of demoSuppliers) {
      await handleCommand(
        eventStore,
        venueStreamId(venue.venueId),
        venueDecider,
        {
          type: 'LinkSupplier',
          link: {
            venueId: venue.venueId,
            supplierId: supplier.supplierId,
            accountNumber: `${supplier.skuPrefix}-${venue.code}`,
            minOrderValue: supplier.minOrderValue,
          },
        },
        context,
      );
    }
  }

  await seedOrderHistory(platform, now);
  await seedDemoSubscriptions(platform, now);
}

async function seedOrderHistory(platform: Platform, now: Date): Promise<void> {
  const venue = demoVenues[0];
  if (!venue) return;
  const random = seededRandom(7);
  for (let daysAgo = 14; daysAgo >= 1; daysAgo -= 2) {
    const orderedAt = new Date(now.getTime() - daysAgo * 86_400_000);
    const context: CommandContext = {
      ...systemContext(orderedAt),
      actorAccountId: 'demo-venue-user',
      actorRole: 'venueUser',
      channel: 'dashboard',
    };
    const picked = demoSuppliers.filter(() => random() < 0.6);
    const chosen = picked.length > 0 ? picked : demoSuppliers.slice(0, 1);
    for (const supplier of chosen) {
      const lineCount = 2 + Math.floor(random() * 4);
      for (let line = 0; line < lineCount; line += 1) {
        const index = Math.floor(random() * supplier.products.length);
        const pence = supplier.products[index]?.[4] ?? 1;
        // The first line alone clears the supplier's minimum order, so every seeded order is valid.
        const quantity =
          line === 0 ? Math.max(4, Math.ceil(supplier.minOrderValue / pence)) : 1 + Math.floor(random() * 6);
        const productId = demoProductId(supplier.supplierId, index);
        await handleCommand(
          platform.eventStore,
          basketStreamId(venue.venueId),
          basketDecider,
          {
            type: 'AddToBasket',
            venueId: venue.venueId,
            productId,
            supplierId: supplier.supplierId,
            quantity,
          },
          context,
        );
      }
    }
    await platform.runner.waitFor(await platform.eventStore.headPosition());
    const orderedDate = businessDateOf(orderedAt);
    const first = chosen[0];
    const deliveryDay = first
      ? nextDeliveryDay(
          { supplierId: first.supplierId, supplierTitle: first.title, deliveryDays: first.deliveryDays },
          addBusinessDays(orderedDate, daysAgo % 3),
        )
      : addBusinessDays(orderedDate, 1);
    await placeBasketOrderService(
      platform,
      {
        venueId: venue.venueId,
        requiredDeliveryDay: deliveryDay,
        poNumber: daysAgo % 4 === 0 ? `PO-${orderedDate.replaceAll('-', '')}` : null,
        notes: daysAgo % 6 === 0 ? 'Please deliver to the side entrance before 10am.' : '',
      },
      context,
    );
  }
}
