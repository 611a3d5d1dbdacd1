import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { coPilotExtractor } from './coPilot/coPilotExtractor';
import { inboundSmtpPortFrom, startInboundSmtp } from './coPilot/inbox/inboundSmtpServer';
import { isSeeded } from './demo/isSeeded';
import { ensureConfiguredAdmin, identityOptionsFromEnv } from './identity/startup';
import { openConfiguredPlatform } from './platform/engines/configuredPlatform';
import { startupPhases } from './platform/engines/startupPhases';
import { buildApp } from './platform/http/buildApp';
import { startMailDispatcher } from './support/mail/mailDispatcher';
import { createMailTransport } from './support/mail/mailTransport';

const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, 'data'));

const logger = {
  level: process.env.LOG_LEVEL ?? 'info',
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
};

// The demo seed belongs to the embedded default only: production engines (EVENTSTORE_URL) start
// empty, as does OMS_DEMO=0; OMS_DEMO=1 seeds any store.
const demo = process.env.OMS_DEMO ? process.env.OMS_DEMO === '1' : !process.env.EVENTSTORE_URL;
const startupLog = pino({ level: logger.level });
// A phase past its deadline logs what it waited on and ends the start: never a silent hang.
const phases = startupPhases({ logger: startupLog, env: process.env });
// Each engine variable (EVENTSTORE_URL, MONGO_URL, KAFKA_BROKERS, TEMPORAL_ADDRESS) picks its production adapter.
const embedded = await openConfiguredPlatform({ dataDir, env: process.env, logger: startupLog, phases });
startupLog.info(embedded.engines, 'engines');
if (demo && !(await isSeeded(embedded.platform))) {
  // The demo's generator and seeders are loaded only when there is a demo to seed.
  const { seedDemo, demoNowFrom } = await import('./demo/seedDemo');
  const { sessionSecret, publicUrl } = identityOptionsFromEnv(process.env, { dataDir, demo });
  const links = { secret: sessionSecret, publicUrl: publicUrl ?? 'http://localhost:3000' };
  await phases.run(
    'seed',
    () => seedDemo(embedded.platform, links, demoNowFrom(process.env, embedded.platform.clock())),
    async () =>
      `${await embedded.platform.eventStore.headPosition()} demo events stored; projections: ${await embedded.describeProgress()}`,
  );
}
await ensureConfiguredAdmin(embedded.platform, process.env);
await phases.run(
  'caught up',
  () => embedded.caughtUp(),
  () => embedded.describeProgress(),
);
const mail = await startMailDispatcher(
  embedded.platform,
  createMailTransport({ smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM }),
);
const app = await buildApp(embedded.platform, {
  ...identityOptionsFromEnv(process.env, { dataDir, demo }),
  logger,
  webRoot: resolve(repositoryRoot, 'web/dist'),
});

let stopping = false;
let inbound: Awaited<ReturnType<typeof startInboundSmtp>> | null = null;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  // A stop never waits on a client: past the deadline the read models are saved and the process ends anyway.
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await inbound?.close();
  await mail.stop();
  await embedded.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
// Co-Pilot's inbox (INBOUND_SMTP_PORT, 2525 by default, 0 turns it off); loopback unless INBOUND_SMTP_HOST says otherwise.
const inboundPort = inboundSmtpPortFrom(process.env);
inbound = inboundPort
  ? await startInboundSmtp(embedded.platform, coPilotExtractor(embedded.platform), {
      port: inboundPort,
      host: process.env.INBOUND_SMTP_HOST ?? '127.0.0.1',
      logger: app.log,
    }).catch((error: unknown) => {
      // Another app on the machine may hold the port: the dashboard still starts, without the inbox.
      app.log.warn({ err: error, port: inboundPort }, 'Co-Pilot inbound SMTP could not start');
      return null;
    })
  : null;
if (inbound) app.log.info({ port: inbound.port }, 'Co-Pilot inbound SMTP listening');
if (process.env.TEMPORAL_ADDRESS) embedded.connectWorkflows(process.env.TEMPORAL_ADDRESS, process.env.TEMPORAL_UI_URL);
// `npm start` brings the Temporal dev server up in the background and says here when it is ready.
process.on('message', (message: { type?: string; address?: string; webUiUrl?: string; reason?: string }) => {
  if (message.type === 'temporal-ready' && message.address)
    embedded.connectWorkflows(message.address, message.webUiUrl);
  if (message.type === 'temporal-unavailable') embedded.workflowsUnavailable(message.reason ?? 'unknown reason');
});
console.log(`OMS is ready at http://localhost:${port} (data in ${dataDir})`);
process.send?.({ type: 'app-ready' });
