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
import { loadReadModelSnapshot, saveReadModelSnapshot } from './readModelSnapshot';
import { connectTemporalWorkflowEngine } from './temporalWorkflowEngine';
import { unavailableWorkflowEngine, type WorkflowEngine } from './workflowEngine';

export interface EngineVariables extends FileStoreVariables {
  EVENTSTORE_URL?: string;
  MONGO_URL?: string;
  MONGO_DATABASE?: string;
  KAFKA_BROKERS?: string;
  TEMPORAL_ADDRESS?: string;
  TEMPORAL_NAMESPACE?: string;
  /** Set by the launcher when it could not start the embedded Temporal dev server, with the reason. */
  OMS_WORKFLOWS_UNAVAILABLE?: string;
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
  /** Starts the Temporal worker in the background: bundling the workflows must not delay the API. */
  startWorkflowWorker(): void;
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

  let workflows: WorkflowEngine;
  if (env.TEMPORAL_ADDRESS) {
    try {
      workflows = await connectTemporalWorkflowEngine({
        address: env.TEMPORAL_ADDRESS,
        ...(env.TEMPORAL_NAMESPACE ? { namespace: env.TEMPORAL_NAMESPACE } : {}),
      });
    } catch (error) {
      const reason = `Temporal at ${env.TEMPORAL_ADDRESS} cannot be reached (${(error as Error).message})`;
      logger.warn({ err: error }, reason);
      workflows = unavailableWorkflowEngine(reason);
    }
  } else {
    workflows = unavailableWorkflowEngine(env.OMS_WORKFLOWS_UNAVAILABLE ?? 'TEMPORAL_ADDRESS is not set');
  }

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

  return {
    platform,
    engines: {
      eventStore: env.EVENTSTORE_URL ? 'KurrentDB' : 'SQLite file',
      readStore: env.MONGO_URL ? 'MongoDB' : 'in-memory (mingo)',
      feed: env.KAFKA_BROKERS ? 'Kafka' : 'in-process',
      workflows: workflows.unavailableReason ? `unavailable: ${workflows.unavailableReason}` : 'Temporal',
      files: files.description,
    },
    startWorkflowWorker() {
      if (!env.TEMPORAL_ADDRESS || workflows.unavailableReason) return;
      const commands = subscriptionCommands(eventStore);
      installHostedRuntime();
      worker = startWorker({
        address: env.TEMPORAL_ADDRESS,
        ...(env.TEMPORAL_NAMESPACE ? { namespace: env.TEMPORAL_NAMESPACE } : {}),
        dependencies: { applyDowngrade: async (command) => void (await commands.applyDowngrade(command)) },
      }).then(
        (running) => {
          logger.info({}, 'Temporal worker running');
          return running;
        },
        (error: unknown) => {
          logger.error({ err: error }, 'Temporal worker could not start; scheduled workflows wait for a worker');
          return null;
        },
      );
    },
    async close() {
      await (await worker)?.stop();
      await workflows.close();
      await runner.stop();
      for (const close of closers.reverse()) await close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
