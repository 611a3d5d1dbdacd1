// The product's API with workflows on a Temporal dev server (TEMPORAL_ADDRESS, or none), and venues on Pro.

import { seedDemoAccounts } from '../../../services/src/demo/seedDemoAccounts';
import { seedDemoData } from '../../../services/src/demo/seedDemoData';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openConfiguredPlatform } from '../../../services/src/platform/engines/configuredPlatform';
import { testPlatformOptions } from '../../../services/src/platform/engines/inMemoryApp';
import { buildApp } from '../../../services/src/platform/http/buildApp';
import { subscriptionCommands } from '../../../services/src/subscriptions/subscriptionCommands';
import { benchVenueId, recordBenchVenues } from './benchVenues';

const venueCount = Number(process.env.BENCH_VENUES ?? 0);
const quiet = { info() {}, warn() {}, error: (object: unknown, message?: string) => console.error(message, object) };
const configured = await openConfiguredPlatform({
  dataDir: process.env.DATA_DIR ?? '',
  env: { TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS ?? '' },
  logger: quiet,
});
const { platform } = configured;
await seedDemoData(platform, platform.clock());
await seedDemoAccounts(platform, platform.clock());
await recordBenchVenues(platform, venueCount);
const commands = subscriptionCommands(platform.eventStore);
for (let index = 0; index < venueCount; index += 1) {
  await commands.activatePlan(benchVenueId(index), 'pro', systemContext());
}
await platform.runner.waitFor(await platform.eventStore.headPosition(), 120_000);
// Without TEMPORAL_ADDRESS the same API runs with workflows disabled: P7b's baseline.
if (process.env.TEMPORAL_ADDRESS) {
  configured.connectWorkflows(process.env.TEMPORAL_ADDRESS);
  // Downgrades answer 503 until the worker runs: measure only once they are taken.
  while (platform.workflows?.status !== 'ready') {
    if (platform.workflows?.status === 'unavailable') throw new Error(platform.workflows.unavailableReason);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const app = await buildApp(platform, testPlatformOptions);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => configured.close())
    .then(() => process.exit(0));
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}`);
