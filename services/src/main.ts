import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSeeded, seedDemoData } from './platform/demo/seedDemoData';
import { openEmbeddedPlatform } from './platform/engines/embeddedPlatform';
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

const embedded = await openEmbeddedPlatform({ dataDir });
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
console.log(`OMS is ready at http://localhost:${port} (data in ${dataDir})`);
