// The product's API on the embedded engines, with the demo data and venues whose baskets are ready to order.
import { basketStreamId, venueStreamId } from '@oms/contracts';
import { basketDecider } from '../../../services/src/ordering/basket/decide';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { DecidedStreams } from '../../../services/src/platform/demo/generator/decidedStreams';
import { seedDemoAccounts } from '../../../services/src/platform/demo/seedDemoAccounts';
import { seedDemoData } from '../../../services/src/platform/demo/seedDemoData';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { testPlatformOptions } from '../../../services/src/platform/engines/inMemoryApp';
import { buildApp } from '../../../services/src/platform/http/buildApp';
import { venueDecider } from '../../../services/src/venues/venue/venue';
import { addProfilingRoutes } from './benchProfiling';
import { benchProductId, benchSupplierId, benchVenueId } from './benchVenues';

const dataDir = process.env.DATA_DIR;
const venueCount = Number(process.env.BENCH_VENUES ?? 0);
const embedded = await openEmbeddedPlatform({ ...(dataDir ? { dataDir } : {}), logger: console });
const { platform } = embedded;
await seedDemoData(platform);
await seedDemoAccounts(platform);

// Dairy Fresh delivers every day and has no minimum: any basket of its products can be ordered tomorrow.
await platform.runner.stop();
const streams = new DecidedStreams(platform.eventStore);
const context = systemContext();
for (let index = 0; index < venueCount; index += 1) {
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
  await streams.decide(
    basketStreamId(venueId),
    basketDecider,
    { type: 'AddToBasket', venueId, productId: benchProductId, supplierId: benchSupplierId, quantity: 2 },
    context,
  );
}
await streams.flush();
await platform.runner.start();
await platform.runner.waitFor(await platform.eventStore.headPosition(), 120_000);

const app = await buildApp(platform, testPlatformOptions);
await addProfilingRoutes(app);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => embedded.close())
    .then(() => process.exit(0));
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}`);
