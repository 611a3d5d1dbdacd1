import { basketStreamId, productStreamId, supplierStreamId, type VenueRegistered, venueStreamId } from '@oms/contracts';
import { productDecider } from '../../catalogue/product/product';
import { supplierDecider } from '../../catalogue/supplier/supplier';
import { basketDecider } from '../../ordering/basket/basket';
import { basketOrderFanOut } from '../../ordering/basket/basketOrderFanOut';
import { orderDecider } from '../../ordering/order/order';
import { type CommandContext, systemContext } from '../../platform/commands/commandContext';
import { venueDecider } from '../../venues/venue/venue';
import type { DecidedStreams } from './decidedStreams';
import type { GeneratedProduct, GeneratedSupplier } from './generateCatalogue';
import type { OrderingSession } from './generateOrderHistory';

const supplierContext = (at: string): CommandContext => ({
  ...systemContext(new Date(at)),
  actorAccountId: 'supplier-price-list',
  actorRole: 'supplierAdmin',
  channel: 'system',
});

/**
 * Demo suppliers take order e-mails at an address of their own; Brakes copies its demo supplier
 * admin, so signing in as supplier@oms.test shows the order e-mail and its checklist link.
 */
function supplierMailOf(supplierId: string) {
  const name = supplierId.replace(/^sup-/, '');
  return {
    emailAddress: `orders@${name}.suppliers.oms.test`,
    secondEmailAddresses: supplierId === 'sup-brakes' ? ['supplier@oms.test'] : [],
  };
}

export async function recordSuppliers(streams: DecidedStreams, suppliers: readonly GeneratedSupplier[], at: Date) {
  for (const { trade: _trade, skuPrefix: _prefix, minOrderValue: _minimum, ...supplier } of suppliers) {
    await streams.decide(
      supplierStreamId(supplier.supplierId),
      supplierDecider,
      { type: 'OnboardSupplier', supplier: { ...supplier, ...supplierMailOf(supplier.supplierId) } },
      systemContext(at),
    );
  }
}

/** Each product listed at its first price, then every later price, each at its own time. */
export async function recordProduct(streams: DecidedStreams, product: GeneratedProduct) {
  const streamId = productStreamId(product.listed.productId);
  await streams.decide(
    streamId,
    productDecider,
    { type: 'ListProduct', product: product.listed },
    supplierContext(product.listedAt),
  );
  for (const change of product.priceChanges) {
    await streams.decide(
      streamId,
      productDecider,
      { type: 'ChangeProductPrice', change: { productId: product.listed.productId, ...change } },
      supplierContext(change.changedAt),
    );
  }
}

export async function recordVenues(
  streams: DecidedStreams,
  venues: readonly VenueRegistered[],
  suppliersOf: (venueId: string) => readonly GeneratedSupplier[],
  at: Date,
) {
  for (const venue of venues) {
    const streamId = venueStreamId(venue.venueId);
    await streams.decide(streamId, venueDecider, { type: 'RegisterVenue', venue }, systemContext(at));
    for (const supplier of suppliersOf(venue.venueId)) {
      await streams.decide(
        streamId,
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
        systemContext(at),
      );
    }
  }
}

/**
 * The basket filled and placed, then one order stream per supplier, as the place-order service
 * records them: caused by the basket event, keyed so a replayed fan-out writes each order once.
 */
export async function recordOrderingSession(streams: DecidedStreams, session: OrderingSession) {
  const context: CommandContext = {
    ...systemContext(session.orderedAt),
    actorAccountId: session.placement.placedBy,
    actorRole: 'venueUser',
    channel: session.placement.placedVia,
  };
  const basket = basketStreamId(session.venueId);
  for (const addition of session.additions) await streams.decide(basket, basketDecider, addition, context);
  const [placedEvent] = await streams.decide(basket, basketDecider, session.placement, context);
  if (placedEvent?.type !== 'BasketOrderPlaced') throw new Error(`The basket of ${session.venueId} recorded no order`);
  for (const step of basketOrderFanOut(placedEvent, context)) {
    await streams.decide(step.streamId, orderDecider, step.command, step.context);
  }
}
