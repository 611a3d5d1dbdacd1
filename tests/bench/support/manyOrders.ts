import { orderStreamId } from '@oms/contracts';
import { demoSuppliers, demoVenues } from '../../../services/src/demo/demoCatalogue';
import { DecidedStreams } from '../../../services/src/demo/generator/decidedStreams';
import { generateProducts, generateSuppliers } from '../../../services/src/demo/generator/generateCatalogue';
import { generateOrderHistory } from '../../../services/src/demo/generator/generateOrderHistory';
import { seedDemoAccounts } from '../../../services/src/demo/seedDemoAccounts';
import { seedDemoData } from '../../../services/src/demo/seedDemoData';
import { accountIdForEmail } from '../../../services/src/identity/account/accountId';
import { orderDecider } from '../../../services/src/ordering/order/order';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';

/**
 * The demo, plus `count` orders for one venue within the orders page's default 31 days: the
 * generator's ordering sessions, each supplier's share recorded as an order through the order decider.
 */
export async function prepareManyOrders(dataDir: string, venueId: string, count: number): Promise<number> {
  const embedded = await openEmbeddedPlatform({ dataDir });
  const { platform } = embedded;
  const now = new Date();
  await seedDemoData(platform, now);
  await seedDemoAccounts(platform, now);
  const suppliers = generateSuppliers(11, demoSuppliers.length, demoSuppliers);
  const curated = new Map(demoSuppliers.map((supplier) => [supplier.supplierId, supplier.products]));
  const products = [...generateProducts({ seed: 11, suppliers, productsPerSupplier: 0, now, curated })];
  const venue = demoVenues.find((candidate) => candidate.venueId === venueId);
  if (!venue) throw new Error(`No demo venue ${venueId}`);
  await platform.runner.stop();
  const streams = new DecidedStreams(platform.eventStore);
  let recorded = 0;
  for (let round = 0; recorded < count; round += 1) {
    const sessions = generateOrderHistory({
      seed: 1_000 + round,
      venues: [venue],
      suppliersOf: () => suppliers,
      productsOf: (supplierId) => products.filter((product) => product.listed.supplierId === supplierId),
      days: 30,
      now,
      placedBy: accountIdForEmail('venue@oms.test'),
    });
    for (const { placement } of sessions) {
      for (const [supplierId, orderId] of Object.entries(placement.orderIds)) {
        if (recorded >= count) break;
        const lines = Object.entries(placement.products)
          .filter(([productId]) =>
            products.some((p) => p.listed.productId === productId && p.listed.supplierId === supplierId),
          )
          .map(([productId, snapshot]) => ({ productId, ...snapshot, unitPrice: snapshot.OMSPrice, quantity: 2 }))
          .map(({ OMSPrice: _price, ...line }) => line);
        if (lines.length === 0) continue;
        await streams.decide(
          orderStreamId(orderId),
          orderDecider,
          {
            type: 'RecordPlacedOrder',
            order: {
              orderId,
              supplierId,
              supplierTitle: placement.suppliers[supplierId]?.title ?? supplierId,
              requiredDeliveryDay: placement.requiredDeliveryDay,
              lines,
              venueId,
              orderedAt: placement.orderedAt,
              orderedDate: placement.today,
              poNumber: placement.poNumber,
              notes: placement.notes,
              placedVia: placement.placedVia,
              placedBy: placement.placedBy,
              placedManually: false,
            },
          },
          systemContext(new Date(placement.orderedAt)),
        );
        recorded += 1;
      }
    }
  }
  await streams.flush();
  await platform.runner.start();
  await platform.runner.waitFor(await platform.eventStore.headPosition(), 300_000);
  await embedded.close();
  return recorded;
}
