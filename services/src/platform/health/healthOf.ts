import type { HealthView } from '@oms/contracts';
import type { ProjectionProgress } from '@oms/projections';
import type { Platform } from '../platform';
import { TimeoutError, withTimeout } from '../withTimeout';

const ENGINE_TIMEOUT_MS = 2000;

type EngineCheck = HealthView['engines']['eventStore'];

/** One look at every engine, the projection feed and the workflow worker. */
export async function healthOf(platform: Platform, now = new Date()): Promise<HealthView> {
  const names = platform.engineNames;
  const [eventStore, readStore, feed] = await Promise.all([
    check(names?.eventStore ?? 'embedded', () => platform.eventStore.headPosition()),
    check(names?.readStore ?? 'embedded', () => platform.readStore.listCollections()),
    feedProgress(platform),
  ]);
  const workflows = platform.workflows;
  const workflowStatus = workflows?.status ?? (workflows && !workflows.unavailableReason ? 'ready' : 'unavailable');
  const progress = feed.progress;
  const stalled = feed.stalled;
  const engines = {
    eventStore,
    readStore,
    feed: { adapter: names?.feed ?? 'in-process', reachable: feed.error === null, error: feed.error },
    files: { adapter: names?.files ?? 'folder' },
  };
  const down = !eventStore.reachable || !readStore.reachable || !engines.feed.reachable || stalled;
  return {
    status: down ? 'down' : workflowStatus === 'ready' ? 'ok' : 'degraded',
    engines,
    projections: {
      lag: progress?.lag ?? null,
      stalled,
      detail: progress?.detail ?? null,
      readModels: (progress?.readModels ?? []).map(({ name, position, lag }) => ({ name, position, lag })),
    },
    workflowWorker: {
      status: workflowStatus,
      reason: workflowStatus === 'ready' ? null : (workflows?.unavailableReason ?? 'no Temporal server is configured'),
    },
    checkedAt: now.toISOString(),
  };
}

async function feedProgress(
  platform: Platform,
): Promise<{ progress: ProjectionProgress | null; stalled: boolean; error: string | null }> {
  if (platform.monitor) {
    const health = await platform.monitor.check();
    return { progress: health.progress, stalled: health.stalled, error: health.error ? 'did not answer' : null };
  }
  try {
    return { progress: await withTimeout(platform.runner.progress(), ENGINE_TIMEOUT_MS), stalled: false, error: null };
  } catch {
    return { progress: null, stalled: false, error: 'did not answer' };
  }
}

/** Engine errors name hosts and addresses, which a public endpoint keeps to itself. */
async function check(adapter: string, probe: () => Promise<unknown>): Promise<EngineCheck> {
  try {
    await withTimeout(probe(), ENGINE_TIMEOUT_MS);
    return { adapter, reachable: true, error: null };
  } catch (error) {
    return { adapter, reachable: false, error: error instanceof TimeoutError ? error.message : 'refused' };
  }
}
