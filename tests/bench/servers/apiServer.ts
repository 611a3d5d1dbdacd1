// The product's API on the embedded engines, with the demo data and venues whose baskets are ready to order.
import { seedDemoAccounts } from '../../../services/src/demo/seedDemoAccounts';
import { seedDemoData } from '../../../services/src/demo/seedDemoData';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { testPlatformOptions } from '../../../services/src/platform/engines/inMemoryApp';
import { buildApp } from '../../../services/src/platform/http/buildApp';
import { addProfilingRoutes } from './benchProfiling';
import { recordBenchVenues } from './benchVenues';

const dataDir = process.env.DATA_DIR;
const venueCount = Number(process.env.BENCH_VENUES ?? 0);
const embedded = await openEmbeddedPlatform({ ...(dataDir ? { dataDir } : {}), logger: console });
const { platform } = embedded;
await seedDemoData(platform, platform.clock());
await seedDemoAccounts(platform, platform.clock());

await recordBenchVenues(platform, venueCount);

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
