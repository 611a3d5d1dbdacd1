import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  allProjections,
  createMemoryReadStore,
  KafkaProjectionRunner,
  openMongoReadStore,
  ProjectionRunner,
  type ReadStore,
} from '@oms/projections';
import { installHostedRuntime, startWorker } from '@oms/workflows';
import { Kafka, logLevel } from 'kafkajs';
import { startDowngradeWorkflowReactor } from '../../subscriptions/downgradeWorkflowReactor';
import { subscriptionCommands } from '../../subscriptions/subscriptionCommands';
import { kafkaFanOut } from '../../support/realtime/kafkaNotificationFanOut';
import { kafkaReactorFeed } from '../../support/realtime/kafkaReactorFeed';
import type { EventStore } from '../eventStore/eventStore';
import { openKurrentEventStore } from '../eventStore/kurrentEventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { withUpcasting } from '../eventStore/upcastingEventStore';
import { type FileStoreVariables, openConfiguredFileStore } from '../files/openFileStore';
import { startKafkaRelay } from '../kafka/kafkaRelay';
import type { Platform } from '../platform';
import { startPeriodicSnapshots } from './periodicSnapshots';
import { loadReadModelSnapshot, saveReadModelSnapshot } from './readModelSnapshot';
import { connectTemporalWorkflowEngine } from './temporalWorkflowEngine';
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
}

interface Logger {
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
  close(): Promise<void>;
}

/**
 * Each port gets its production adapter when its variable is set (EVENTSTORE_URL, MONGO_URL,
 * KAFKA_BROKERS, TEMPORAL_ADDRESS) and its embedded one otherwise, so any mix works.
 */
export async function openConfiguredPlatform(options: {
  dataDir: string;
  env: EngineVariables;
  logger: Logger;
}): Promise<ConfiguredPlatform> {
  const { dataDir, env, logger } = options;
  mkdirSync(dataDir, { recursive: true });
  const closers: (() => Promise<void>)[] = [];

  const eventStore: EventStore = withUpcasting(
    env.EVENTSTORE_URL
      ? openKurrentEventStore({ connectionString: env.EVENTSTORE_URL })
      : openSqliteEventStore({ filename: join(dataDir, 'events.sqlite') }),
  );

  const files = await openConfiguredFileStore(dataDir, env);
  closers.push(() => files.close());

  let readStore: ReadStore;
  if (env.MONGO_URL) {
    readStore = await openMongoReadStore({ url: env.MONGO_URL, database: env.MONGO_DATABASE ?? 'oms' });
  } else {
    const memory = createMemoryReadStore();
    const snapshotFile = join(dataDir, 'read-models.json');
    const snapshot = loadReadModelSnapshot(snapshotFile);
    if (snapshot) memory.restore(snapshot);
    closers.push(async () => saveReadModelSnapshot(snapshotFile, memory.snapshot(await memory.listCollections())));
    const snapshots = startPeriodicSnapshots({
      file: snapshotFile,
      readStore: memory,
      eventStore,
      everyMs: Number(env.OMS_SNAPSHOT_SECONDS ?? 60) * 1000,
      logger,
    });
    closers.push(() => snapshots.stop());
    readStore = memory;
  }

  let runner: ProjectionRunner;
  let notifications: Platform['notifications'];
  if (env.KAFKA_BROKERS) {
    const kafka = new Kafka({ clientId: 'oms', brokers: env.KAFKA_BROKERS.split(','), logLevel: logLevel.WARN });
    const relay = await startKafkaRelay({ kafka, eventStore, checkpointStore: readStore, logger });
    closers.push(() => relay.stop());
    runner = new KafkaProjectionRunner(readStore, eventStore, allProjections, { kafka }, logger);
    await runner.start();
    const fanOut = await kafkaFanOut(kafka, { logger });
    closers.push(() => fanOut.close());
    notifications = { fanOut, reactorFeed: kafkaReactorFeed(kafka), projectionWaitMs: 2000 };
  } else {
    runner = new ProjectionRunner(readStore, eventStore, allProjections, logger);
    await runner.start();
    await runner.waitFor(await eventStore.headPosition(), 120_000);
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
  };
  let worker: Promise<{ stop(): Promise<void> } | null> = Promise.resolve(null);
  const downgrades = startDowngradeWorkflowReactor(platform, logger);

  return {
    platform,
    engines: {
      eventStore: env.EVENTSTORE_URL ? 'KurrentDB' : 'SQLite file',
      readStore: env.MONGO_URL ? 'MongoDB' : 'in-memory (mingo)',
      feed: env.KAFKA_BROKERS ? 'Kafka' : 'in-process',
      workflows: env.TEMPORAL_ADDRESS
        ? `Temporal at ${env.TEMPORAL_ADDRESS}`
        : env.OMS_WORKFLOWS_STARTING === '1'
          ? 'Temporal dev server starting in the background'
          : `unavailable: ${workflows.unavailableReason}`,
      files: files.description,
    },
    connectWorkflows(address: string, webUiUrl?: string) {
      worker = (async () => {
        let engine: WorkflowEngine;
        try {
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
        installHostedRuntime();
        try {
          const running = await startWorker({
            address,
            ...(env.TEMPORAL_NAMESPACE ? { namespace: env.TEMPORAL_NAMESPACE } : {}),
            dependencies: { applyDowngrade: async (command) => void (await commands.applyDowngrade(command)) },
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
      await (await worker)?.stop();
      await workflows.close();
      await runner.stop();
      for (const close of closers.reverse()) await close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
