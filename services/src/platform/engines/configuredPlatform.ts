import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore } from '@oms/projections';
import Database from 'better-sqlite3';
import type { Kafka } from 'kafkajs';
import { accountingFromEnv } from '../../integrations/accounting/accountingFromEnv';
import { dataplusFromEnv } from '../../integrations/dataplus/dataplusFromEnv';
import { startDataplusSendWorkflowReactor } from '../../integrations/dataplusSendWorkflowReactor';
import { recordDataplusOutcome, sendDataplusOrder } from '../../integrations/dataplusService';
import { startXeroBillWorkflowReactor } from '../../integrations/xeroBillWorkflowReactor';
import { recordXeroBillOutcome, sendXeroBill } from '../../integrations/xeroService';
import { truncateWal } from '../../privacy/erasure/erasureTraces';
import { mongoPersonalDataKeys, personalDataSecretFor } from '../../privacy/personalData/personalDataFromEnv';
import { sqlitePersonalDataKeys } from '../../privacy/personalData/personalDataKeys';
import { personalDataOpener, withPersonalData } from '../../privacy/personalData/protectingEventStore';
import { sealStoredPersonalFields } from '../../privacy/personalData/sealStoredPersonalFields';
import { retentionSettingsFrom, startRetentionSchedule } from '../../privacy/retention/retentionSchedule';
import { approvalLinksFromEnv } from '../../specialPurchases/approvalLinks';
import { startApprovalWorkflowReactor } from '../../specialPurchases/approvalWorkflowReactor';
import { remindManager } from '../../specialPurchases/specialPurchaseService';
import { startDowngradeWorkflowReactor } from '../../subscriptions/downgradeWorkflowReactor';
import { paymentProviderFromEnv } from '../../subscriptions/payments/paymentProviderFromEnv';
import { subscriptionCommands } from '../../subscriptions/subscriptionCommands';
import { startStatisticsScheduleReactor } from '../../venues/admin/statisticsScheduleReactor';
import { sendScheduledVenueStatistics } from '../../venues/admin/venueStatistics';
import { startOrderReminderScheduleReactor } from '../../venues/orderReminders/orderReminderScheduleReactor';
import { sendScheduledOrderReminder } from '../../venues/orderReminders/sendOrderReminder';
import type { EventStore } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { withUpcasting } from '../eventStore/upcastingEventStore';
import { type FileStoreVariables, openConfiguredFileStore } from '../files/openFileStore';
import { withSealedFiles } from '../files/sealingFileStore';
import type { KafkaRelay } from '../kafka/kafkaRelay';
import type { Platform } from '../platform';
import { startPeriodicSnapshots } from './periodicSnapshots';
import { type ProjectionMonitor, startProjectionMonitor } from './projectionMonitor';
import { loadReadModelSnapshot, saveReadModelSnapshot } from './readModelSnapshot';
import { type StartupPhases, startupPhases } from './startupPhases';
import {
  SwitchableWorkflowEngine,
  unavailableWorkflowEngine,
  type WorkflowEngine,
  workflowEngineStartingReason,
} from './workflowEngine';

export interface EngineVariables extends FileStoreVariables {
  EVENTSTORE_URL?: string;
  MONGO_URL?: string;
  MONGO_DATABASE?: string;
  KAFKA_BROKERS?: string;
  TEMPORAL_ADDRESS?: string;
  TEMPORAL_NAMESPACE?: string;
  /** Set by the launcher when it could not start the embedded Temporal dev server, with the reason. */
  OMS_WORKFLOWS_UNAVAILABLE?: string;
  /** Set by the launcher while it brings the embedded Temporal dev server up in the background. */
  OMS_WORKFLOWS_STARTING?: string;
  /** Where operators open the Temporal Web UI (the launcher's dev server, or the cluster's UI). */
  TEMPORAL_UI_URL?: string;
  /** How often the embedded read models are saved while running (seconds; longer when a save is slow). */
  OMS_SNAPSHOT_SECONDS?: string;
  /** Overrides every start-up phase's deadline (seconds). */
  OMS_START_PHASE_SECONDS?: string;
  /** Days a Co-Pilot e-mail and its attachments are kept after the order is decided (docs/security.md "Retention"). */
  OMS_COPILOT_EMAIL_RETENTION_DAYS?: string;
  /** How long projections may apply nothing while events wait before they are reported stalled (seconds). */
  OMS_STALL_SECONDS?: string;
  /** Checkout through Stripe when set; the sandbox provider otherwise. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another Stripe API base, e.g. stripe-mock. */
  STRIPE_API_URL?: string;
}

interface Logger {
  debug?(object: unknown, message?: string): void;
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface ConfiguredPlatform {
  platform: Platform;
  /** Which adapter serves each port, for the start-up log. */
  engines: Record<'eventStore' | 'readStore' | 'feed' | 'workflows' | 'files', string>;
  /**
   * Connects to Temporal and starts the worker in the background (bundling the workflows must not
   * delay the API); workflow actions answer 503 'starting' until both are done.
   */
  connectWorkflows(address: string, webUiUrl?: string): void;
  /** The launcher could not start Temporal: actions answer 503 with the reason from now on. */
  workflowsUnavailable(reason: string): void;
  /** Resolves once every stored event is on the feed and applied to every read model. */
  caughtUp(): Promise<void>;
  /** One line on the projections' progress, for start-up reports. */
  describeProgress(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Each port gets its production adapter when its variable is set (EVENTSTORE_URL, MONGO_URL,
 * KAFKA_BROKERS, TEMPORAL_ADDRESS) and its embedded one otherwise, so any mix works. A production
 * adapter's module (and its client library) is imported only once it is chosen: the embedded
 * default starts without loading the KurrentDB, MongoDB, Kafka or Temporal clients.
 */
export async function openConfiguredPlatform(options: {
  dataDir: string;
  env: EngineVariables;
  logger: Logger;
  phases?: StartupPhases;
}): Promise<ConfiguredPlatform> {
  const { dataDir, env, logger } = options;
  const phases = options.phases ?? startupPhases({ logger, env });
  mkdirSync(dataDir, { recursive: true });
  const closers: (() => Promise<void>)[] = [];
  let step = 'the event store';
  /** The embedded read store's snapshot, written again after an erasure. */
  let saveSnapshotNow: (() => Promise<void>) | undefined;

  const sqliteStore = env.EVENTSTORE_URL ? null : openSqliteEventStore({ filename: join(dataDir, 'events.sqlite') });
  // What the store holds, personal fields sealed: the Kafka relay publishes this form.
  const sealedStore: EventStore = withUpcasting(sqliteStore ?? (await openProductionEventStore(env.EVENTSTORE_URL)));
  const personalDataSecret = personalDataSecretFor(dataDir, env as NodeJS.ProcessEnv);
  const mongoKeys = env.MONGO_URL
    ? mongoPersonalDataKeys({ ...env, MONGO_URL: env.MONGO_URL }, personalDataSecret)
    : null;
  // Without MongoDB the keys sit in the SQLite event store's file, or a SQLite file of their own.
  const keysFile = mongoKeys || sqliteStore ? null : new Database(join(dataDir, 'personal-keys.sqlite'));
  const personalData =
    mongoKeys?.keys ??
    sqlitePersonalDataKeys(sqliteStore?.database ?? (keysFile as Database.Database), personalDataSecret);
  closers.push(async () => {
    await personalData.close();
    keysFile?.close();
  });
  const eventStore: EventStore = withPersonalData(sealedStore, personalData);
  // Events kept in plain before their field was declared personal are sealed in place, once.
  if (sqliteStore) await sealStoredPersonalFields(sqliteStore.database, personalData);

  const { files, readStore, kafka, relay } = await phases.run(
    'engines',
    async () => {
      step = `the event store (${env.EVENTSTORE_URL ? `${eventStoreEngineOf(env.EVENTSTORE_URL)} at ${hostOf(env.EVENTSTORE_URL)}` : 'SQLite file'})`;
      await eventStore.headPosition();
      if (mongoKeys) {
        step = `the personal data keys (MongoDB at ${hostOf(env.MONGO_URL as string)})`;
        await mongoKeys.opened;
      }
      step = 'the file store';
      const files = withSealedFiles(await openConfiguredFileStore(dataDir, env), personalData);
      closers.push(() => files.close());
      step = env.MONGO_URL ? `the read store (MongoDB at ${hostOf(env.MONGO_URL)})` : 'the read-model snapshot';
      const readStore = env.MONGO_URL
        ? await (await import('@oms/projections/mongo')).openMongoReadStore({
            url: env.MONGO_URL,
            database: env.MONGO_DATABASE ?? 'oms',
          })
        : embeddedReadStore();
      let kafka: Kafka | undefined;
      let relay: KafkaRelay | undefined;
      if (env.KAFKA_BROKERS) {
        step = `Kafka at ${env.KAFKA_BROKERS}: topics and the relay's producer`;
        const [{ Kafka, logLevel }, { kafkaLogCreator }, { startKafkaRelay }] = await Promise.all([
          import('kafkajs'),
          import('../kafka/kafkaLogger'),
          import('../kafka/kafkaRelay'),
        ]);
        kafka = new Kafka({
          clientId: 'oms',
          brokers: env.KAFKA_BROKERS.split(','),
          logLevel: logLevel.WARN,
          logCreator: kafkaLogCreator(logger),
        });
        relay = await startKafkaRelay({ kafka, eventStore: sealedStore, checkpointStore: readStore, logger });
        const started = relay;
        closers.push(() => started.stop());
      }
      return { files, readStore, kafka, relay };
    },
    () => step,
  );

  function embeddedReadStore(): ReadStore {
    const memory = createMemoryReadStore();
    const snapshotFile = join(dataDir, 'read-models.json');
    const snapshot = loadReadModelSnapshot(snapshotFile);
    if (snapshot) memory.restore(snapshot, { owned: true });
    saveSnapshotNow = async () =>
      saveReadModelSnapshot(snapshotFile, memory.snapshot(await memory.listCollections(), { copy: false }));
    closers.push(async () =>
      saveReadModelSnapshot(snapshotFile, memory.snapshot(await memory.listCollections(), { copy: false })),
    );
    const snapshots = startPeriodicSnapshots({
      file: snapshotFile,
      readStore: memory,
      eventStore,
      everyMs: Number(env.OMS_SNAPSHOT_SECONDS ?? 60) * 1000,
      logger,
    });
    closers.push(() => snapshots.stop());
    return memory;
  }

  let runner: ProjectionRunner;
  let notifications: Platform['notifications'];
  if (kafka) {
    const { KafkaProjectionRunner } = await import('@oms/projections/kafka');
    runner = new KafkaProjectionRunner(
      readStore,
      eventStore,
      allProjections,
      { kafka, openEvent: personalDataOpener(personalData) },
      logger,
    );
  } else {
    runner = new ProjectionRunner(readStore, eventStore, allProjections, logger);
  }
  const monitor: ProjectionMonitor = startProjectionMonitor({
    runner,
    logger,
    stallAfterMs: Number(env.OMS_STALL_SECONDS ?? 60) * 1000,
  });
  closers.push(async () => monitor.stop());
  const describeProgress = async () => {
    const health = await monitor.check();
    if (health.error) return `the ${kafka ? 'Kafka consumer group' : 'event store'} did not answer (${health.error})`;
    const progress = health.progress;
    if (!progress) return 'no progress yet';
    const behind = progress.readModels.filter((readModel) => readModel.lag > 0).length;
    return `${progress.lag} event(s) to apply, ${behind} read model(s) behind, ${progress.applied} applied so far${progress.detail ? `; ${progress.detail}` : ''}${health.stalled ? '; STALLED' : ''}`;
  };
  await phases.run(
    'projections',
    async () => {
      await runner.start();
      if (!kafka) await runner.waitFor(await eventStore.headPosition(), 120_000);
    },
    describeProgress,
  );
  if (kafka) {
    const [{ kafkaFanOut }, { kafkaReactorFeed }] = await Promise.all([
      import('../../support/realtime/kafkaNotificationFanOut'),
      import('../../support/realtime/kafkaReactorFeed'),
    ]);
    const fanOut = await kafkaFanOut(kafka, { logger });
    closers.push(() => fanOut.close());
    notifications = { fanOut, reactorFeed: kafkaReactorFeed(kafka), projectionWaitMs: 2000 };
  }

  // Starting: the launcher is bringing the Temporal dev server up in the background and hands its
  // address over later (connectWorkflows); the API serves at once and workflow actions answer 503.
  const workflows = new SwitchableWorkflowEngine(
    env.TEMPORAL_ADDRESS || env.OMS_WORKFLOWS_STARTING === '1'
      ? unavailableWorkflowEngine(workflowEngineStartingReason)
      : unavailableWorkflowEngine(env.OMS_WORKFLOWS_UNAVAILABLE ?? 'TEMPORAL_ADDRESS is not set'),
  );
  if (env.TEMPORAL_UI_URL) workflows.webUiUrl = env.TEMPORAL_UI_URL;

  const platform: Platform = {
    eventStore,
    readStore,
    files,
    runner,
    clock: () => new Date(),
    workflows,
    notifications,
    monitor,
    personalData,
    async afterErasure() {
      if (sqliteStore && !(await truncateWal(sqliteStore.database)))
        logger.warn({}, 'the event store WAL could not be truncated after an erasure; the next checkpoint will');
      await saveSnapshotNow?.();
    },
    // Read when a payment is made, so the sandbox follows the platform's clock wherever it stands.
    payments: paymentProviderFromEnv(env, () => platform.clock()),
    accounting: accountingFromEnv(readStore, dataDir, env as NodeJS.ProcessEnv),
    dataplus: dataplusFromEnv(dataDir, env as NodeJS.ProcessEnv),
    engineNames: engineNames(env, workflows.unavailableReason),
  };
  let worker: Promise<{ stop(): Promise<void> } | null> = Promise.resolve(null);
  const downgrades = startDowngradeWorkflowReactor(platform, logger);
  const approvals = startApprovalWorkflowReactor(platform, logger);
  const xeroBills = startXeroBillWorkflowReactor(platform, logger);
  const dataplusSends = startDataplusSendWorkflowReactor(platform, logger);
  const statisticsSchedules = startStatisticsScheduleReactor(platform, logger);
  const orderReminderSchedules = startOrderReminderScheduleReactor(platform, logger);
  const retention = startRetentionSchedule(platform, retentionSettingsFrom(env), logger);
  const approvalLinks = approvalLinksFromEnv(dataDir, env as NodeJS.ProcessEnv);

  return {
    platform,
    engines: { ...engineNames(env, workflows.unavailableReason), files: files.description },
    async caughtUp() {
      const head = await eventStore.headPosition();
      await relay?.waitFor(head);
      for (;;) {
        const health = await monitor.check();
        if (health.progress && health.progress.lag === 0 && !health.error) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    describeProgress,
    connectWorkflows(address: string, webUiUrl?: string) {
      worker = (async () => {
        let engine: WorkflowEngine;
        try {
          const { connectTemporalWorkflowEngine } = await import('./temporalWorkflowEngine');
          engine = await connectTemporalWorkflowEngine({
            address,
            ...(env.TEMPORAL_NAMESPACE ? { namespace: env.TEMPORAL_NAMESPACE } : {}),
          });
        } catch (error) {
          const reason = `Temporal at ${address} cannot be reached (${(error as Error).message})`;
          logger.warn({ err: error }, reason);
          workflows.use(unavailableWorkflowEngine(reason));
          return null;
        }
        const commands = subscriptionCommands(eventStore);
        try {
          // The worker (and Temporal's native runtime) is loaded only when workflows start.
          const { installHostedRuntime, startWorker } = await import('@oms/workflows');
          installHostedRuntime();
          const running = await startWorker({
            address,
            ...(env.TEMPORAL_NAMESPACE ? { namespace: env.TEMPORAL_NAMESPACE } : {}),
            dependencies: {
              applyDowngrade: async (command) => void (await commands.applyDowngrade(command, platform.clock())),
              remindManager: (command) => remindManager(platform, approvalLinks, command),
              sendXeroBill: (input) => {
                if (!platform.accounting) throw new Error('no accounting service configured');
                return sendXeroBill(platform, platform.accounting, input);
              },
              recordXeroBillOutcome: (input) => recordXeroBillOutcome(platform, input),
              sendDataplusOrder: (input) => sendDataplusOrder(platform, input),
              recordDataplusOutcome: (input) => recordDataplusOutcome(platform, input),
              sendVenueStatisticsEmail: (input) => sendScheduledVenueStatistics(platform, input),
              sendOrderReminder: (input) => sendScheduledOrderReminder(platform, input),
            },
          });
          // Ready only with a worker: a started workflow then runs, it does not wait unseen.
          workflows.use(engine, webUiUrl);
          logger.info({ address, webUiUrl }, 'Temporal worker running; workflows are ready');
          return running;
        } catch (error) {
          logger.error({ err: error }, 'Temporal worker could not start');
          workflows.use(unavailableWorkflowEngine(`the Temporal worker could not start (${(error as Error).message})`));
          await engine.close();
          return null;
        }
      })();
    },
    workflowsUnavailable(reason: string) {
      workflows.use(unavailableWorkflowEngine(reason));
    },
    async close() {
      await downgrades.stop();
      await approvals.stop();
      await xeroBills.stop();
      await dataplusSends.stop();
      await statisticsSchedules.stop();
      await orderReminderSchedules.stop();
      await retention.stop();
      await (await worker)?.stop();
      await workflows.close();
      await runner.stop();
      for (const close of closers.reverse()) await close();
      await readStore.close();
      await eventStore.close();
    },
  };
}

/** EVENTSTORE_URL's scheme picks the adapter: postgres:// (or postgresql://), or kurrentdb:// (or esdb://). */
export function eventStoreEngineOf(url: string): 'PostgreSQL' | 'KurrentDB' {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'PostgreSQL';
  if (/^(kurrentdb|kurrent|esdb|eventstoredb)(\+discover)?:\/\//i.test(url)) return 'KurrentDB';
  throw new Error(`EVENTSTORE_URL must start with postgres:// or kurrentdb://, not ${url.split(':')[0]}:`);
}

async function openProductionEventStore(url: string | undefined): Promise<EventStore> {
  if (!url) throw new Error('EVENTSTORE_URL is not set');
  if (eventStoreEngineOf(url) === 'PostgreSQL') {
    return (await import('../eventStore/postgresEventStore')).openPostgresEventStore({ connectionString: url });
  }
  return (await import('../eventStore/kurrentEventStore')).openKurrentEventStore({ connectionString: url });
}

function engineNames(
  env: EngineVariables,
  workflowsUnavailableReason: string | undefined,
): ConfiguredPlatform['engines'] {
  return {
    eventStore: env.EVENTSTORE_URL ? eventStoreEngineOf(env.EVENTSTORE_URL) : 'SQLite file',
    readStore: env.MONGO_URL ? 'MongoDB' : 'in-memory (mingo)',
    feed: env.KAFKA_BROKERS ? 'Kafka' : 'in-process',
    workflows: env.TEMPORAL_ADDRESS
      ? `Temporal at ${env.TEMPORAL_ADDRESS}`
      : env.OMS_WORKFLOWS_STARTING === '1'
        ? 'Temporal dev server starting in the background'
        : `unavailable: ${workflowsUnavailableReason}`,
    files: env.S3_BUCKET ? 'S3' : 'folder',
  };
}

/** Where an engine is, without the credentials its URL may carry. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || 'the configured address';
  } catch {
    return 'the configured address';
  }
}
