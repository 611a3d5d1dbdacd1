import { addBusinessDays, businessDateOf, deliversOn, nextDeliveryDay, orderStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { accountIdForEmail } from '../identity/account/accountId';
import { orderDecider } from '../ordering/order/order';
import type { ManualOrderProductSnapshot } from '../ordering/order/placeManualOrder';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';

/** Orders the demo venues phoned through and then recorded on the dashboard (spec 01 'Manually add order'). */
const manualOrders = [
  { venueId: 'ven-crown-anchor', daysAgo: 1, poNumber: 'PHONE-0412', productsFrom: 0, quantities: [2, 1, 3] },
  { venueId: 'ven-crown-anchor', daysAgo: 6, poNumber: null, productsFrom: 3, quantities: [4, 2] },
  { venueId: 'ven-harbour-kitchen', daysAgo: 3, poNumber: null, productsFrom: 5, quantities: [1, 6] },
] as const;

export async function seedManualOrders(platform: Platform, now: Date): Promise<number> {
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  const today = businessDateOf(now);
  const placedBy = accountIdForEmail('venue@oms.test');
  let recorded = 0;
  for (const [index, entry] of manualOrders.entries()) {
    const links = await readModels.venueSuppliers
      .in(platform.readStore)
      .find({ venueId: entry.venueId }, { sort: { supplierId: 1 } });
    // A supplier other than the first three, which the generated history already orders from daily.
    const link = links[3 + (index % 2)] ?? links[0];
    if (!link) continue;
    const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: link.supplierId });
    if (!supplier) continue;
    const products = await readModels.catalogueProducts
      .in(platform.readStore)
      .find(
        { supplierId: supplier.supplierId },
        { sort: { title: 1 }, skip: entry.productsFrom, limit: entry.quantities.length },
      );
    if (products.length === 0) continue;
    const orderedDate = addBusinessDays(today, -entry.daysAgo);
    const delivering = {
      supplierId: supplier.supplierId,
      supplierTitle: supplier.title,
      deliveryDays: supplier.deliveryDays,
    };
    const deliveryDate = deliversOn(delivering, addBusinessDays(orderedDate, 1))
      ? addBusinessDays(orderedDate, 1)
      : nextDeliveryDay(delivering, addBusinessDays(orderedDate, 1));
    const snapshots: Record<string, ManualOrderProductSnapshot> = Object.fromEntries(
      products.map((product) => [
        product._id,
        {
          supplierId: product.supplierId,
          sku: product.sku,
          title: product.title,
          size: product.size,
          UoM: product.UoM,
          OMSPrice: product.OMSPrice,
          hasVat: product.hasVat,
        },
      ]),
    );
    const orderId = `manual-demo-${entry.venueId}-${index + 1}`;
    const recordedAt = new Date(`${orderedDate}T16:30:00.000Z`);
    const outcome = await handleCommand(
      platform.eventStore,
      orderStreamId(orderId),
      orderDecider,
      {
        type: 'PlaceManualOrder',
        orderId,
        venueId: entry.venueId,
        supplier: { supplierId: supplier.supplierId, title: supplier.title, deliveryDays: supplier.deliveryDays },
        orderedDate,
        deliveryDate,
        poNumber: entry.poNumber,
        lines: products.map((product, line) => ({ productId: product._id, quantity: entry.quantities[line] ?? 1 })),
        products: snapshots,
        today,
        orderedAt: recordedAt.toISOString(),
        placedVia: 'dashboard',
        placedBy,
        // Only The Crown & Anchor (a paid plan) gives its manual orders PO numbers.
        poNumberAllowance: { remaining: null, usedThisMonth: [] },
      },
      {
        ...systemContext(recordedAt),
        actorAccountId: placedBy,
        actorRole: 'venueUser',
        channel: 'dashboard',
        idempotencyKey: orderId,
      },
    );
    if (!outcome.repeated) recorded += 1;
  }
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  return recorded;
}
