// The product's API on the embedded engines over P5's generated catalogue (DATA_DIR/events.sqlite).
import { seedDemoAccounts } from '../../../services/src/demo/seedDemoAccounts';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { testPlatformOptions } from '../../../services/src/platform/engines/inMemoryApp';
import { buildApp } from '../../../services/src/platform/http/buildApp';
import { addProfilingRoutes } from './benchProfiling';

const embedded = await openEmbeddedPlatform({ dataDir: process.env.DATA_DIR ?? '', logger: console });
await seedDemoAccounts(embedded.platform, embedded.platform.clock());
const app = await buildApp(embedded.platform, testPlatformOptions);
await addProfilingRoutes(app);
// No read-model snapshot on the way out: writing a million products to JSON is not what is measured.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}`);
