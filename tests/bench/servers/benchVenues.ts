import { basketStreamId, subscriptionStreamId, venueStreamId } from '@oms/contracts';
import { DecidedStreams } from '../../../services/src/demo/generator/decidedStreams';
import { basketDecider } from '../../../services/src/ordering/basket/basket';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import type { Platform } from '../../../services/src/platform/platform';
import { subscriptionDecider } from '../../../services/src/subscriptions/subscription/subscription';
import { venueDecider } from '../../../services/src/venues/venue/venue';

/** Venues the bench servers prepare, on Pro, each with a basket ready to order from Dairy Fresh. */
export const benchSupplierId = 'sup-dairy-fresh';
export const benchProductId = 'sup-dairy-fresh-p001';
export const benchVenueId = (index: number) => `ven-bench-${index}`;

/**
 * Dairy Fresh delivers every day and has no minimum: any basket of its products can be ordered
 * tomorrow. Recorded through the deciders in batches, with the projections catching up once.
 */
export async function recordBenchVenues(platform: Platform, count: number): Promise<void> {
  await platform.runner.stop();
  const streams = new DecidedStreams(platform.eventStore);
  const context = systemContext();
  for (let index = 0; index < count; index += 1) {
    const venueId = benchVenueId(index);
    await streams.decide(
      venueStreamId(venueId),
      venueDecider,
      {
        type: 'RegisterVenue',
        venue: {
          venueId,
          title: `Bench Venue ${index}`,
          code: `BENCH${index}`,
          addressLine1: '1 High Street',
          addressLine2: 'Old Town',
          addressCity: 'Leeds',
          addressPostCode: 'LS1 4AB',
          phoneNumber: '0113 496 0000',
          isPricesHidden: false,
        },
      },
      context,
    );
    await streams.decide(
      venueStreamId(venueId),
      venueDecider,
      {
        type: 'LinkSupplier',
        link: { venueId, supplierId: benchSupplierId, accountNumber: `DF-${index}`, minOrderValue: 0 },
      },
      context,
    );
    // On Pro, so the measured order carries a PO number as a paying venue's would.
    await streams.decide(
      subscriptionStreamId(venueId),
      subscriptionDecider,
      {
        type: 'ActivatePlan',
        venueId,
        plan: 'pro',
        subscriptionId: `sub-${venueId}`,
        now: context.now.toISOString(),
        byAdmin: true,
      },
      context,
    );
    await streams.decide(
      basketStreamId(venueId),
      basketDecider,
      {
        type: 'AddToBasket',
        venueId,
        productId: benchProductId,
        supplierId: benchSupplierId,
        quantity: 2,
        supplier: { title: 'Bench Supplier', takesOrdersFromVenue: true },
      },
      context,
    );
  }
  await streams.flush();
  await platform.runner.start();
  await platform.runner.waitFor(await platform.eventStore.headPosition(), 120_000);
}
