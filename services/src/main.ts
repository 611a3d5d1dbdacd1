import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { isSeeded, seedDemoData } from './platform/demo/seedDemoData';
import { openConfiguredPlatform } from './platform/engines/configuredPlatform';
import { buildApp } from './platform/http/buildApp';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, 'data'));
const developmentFixedUser = process.env.OMS_DEV_FIXED_USER !== '0';

const logger = {
  level: process.env.LOG_LEVEL ?? 'info',
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
};

const startupLog = pino({ level: logger.level });
// Each engine variable (EVENTSTORE_URL, MONGO_URL, KAFKA_BROKERS, TEMPORAL_ADDRESS) picks its production adapter.
const embedded = await openConfiguredPlatform({ dataDir, env: process.env, logger: startupLog });
startupLog.info(embedded.engines, 'engines');
if (!(await isSeeded(embedded.platform))) {
  await seedDemoData(embedded.platform);
}
const app = await buildApp(embedded.platform, {
  developmentFixedUser,
  logger,
  webRoot: resolve(repositoryRoot, 'web/dist'),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await app.close();
  await embedded.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
embedded.startWorkflowWorker();
console.log(`OMS is ready at http://localhost:${port} (data in ${dataDir})`);
