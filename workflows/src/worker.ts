import { fileURLToPath } from 'node:url';
import { subscriptionsTaskQueue } from '@oms/contracts';
import { DefaultLogger, type LogEntry, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { type ActivityDependencies, createActivities } from './activities';

export interface RunningWorker {
  stop(): Promise<void>;
}

export const workflowsPath = fileURLToPath(new URL('./all-workflows.ts', import.meta.url));

/** Creates a worker for every workflow and activity; the caller runs and stops it. */
export async function createWorker(options: {
  connection: NativeConnection;
  namespace?: string;
  dependencies: ActivityDependencies;
  taskQueue?: string;
}): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace ?? 'default',
    taskQueue: options.taskQueue ?? subscriptionsTaskQueue,
    workflowsPath,
    activities: createActivities(options.dependencies),
  });
}

/**
 * The dev server (Temporal CLI 1.5) does not advertise that it keeps an activity's last heartbeat
 * details when the activity fails, and the SDK warns about it on every start. No activity here
 * heartbeats, so nothing can be lost: the warning is dropped, every other line kept.
 */
const harmlessWarnings = [/latest heartbeat details are preserved when an activity fails/];

function hostedLog(entry: LogEntry): void {
  if (harmlessWarnings.some((pattern) => pattern.test(entry.message))) return;
  const at = new Date(Number(entry.timestampNanos / 1_000_000n)).toISOString();
  const meta = entry.meta === undefined ? '' : ` ${JSON.stringify(entry.meta)}`;
  process.stderr.write(`${at} [temporal ${entry.level}] ${entry.message}${meta}\n`);
}

/**
 * For a worker inside the API process: warnings only, the SDK core's included (forwarded to the
 * same logger so they can be filtered), and no signal handlers of its own, so the host decides
 * when to stop. Must run before anything else touches the Temporal runtime.
 */
export function installHostedRuntime(): void {
  Runtime.install({
    logger: new DefaultLogger('WARN', hostedLog),
    telemetryOptions: { logging: { filter: { core: 'WARN', other: 'WARN' }, forward: {} } },
    shutdownSignals: [],
  });
}

/** Connects to the Temporal server at `address` and runs a worker until `stop`. */
export async function startWorker(options: {
  address: string;
  namespace?: string;
  dependencies: ActivityDependencies;
}): Promise<RunningWorker> {
  const connection = await NativeConnection.connect({ address: options.address });
  try {
    const worker = await createWorker({ ...options, connection });
    const running = worker.run();
    return {
      async stop() {
        if (worker.getState() === 'RUNNING') worker.shutdown();
        await running;
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
