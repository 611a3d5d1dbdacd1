import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTemporalWorkflowEngine } from '../../../services/src/platform/engines/temporalWorkflowEngine';
import { startTemporalServer } from '../../e2e/support/temporalServer';

let dataDir: string;
let temporal: Awaited<ReturnType<typeof startTemporalServer>> | null = null;
let engine: Awaited<ReturnType<typeof connectTemporalWorkflowEngine>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oms-workflow-listing-'));
  let address = process.env.TEMPORAL_ADDRESS;
  if (!address) {
    temporal = await startTemporalServer(dataDir);
    address = temporal.address;
  }
  engine = await connectTemporalWorkflowEngine({ address });
}, 120_000);

afterAll(async () => {
  await engine?.close();
  await temporal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('Temporal never listed it');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe("the operators' workflow listing, from Temporal itself", () => {
  it('lists a running workflow, a terminated one as failed, and a schedule with its next run', async () => {
    const { client } = engine;
    // No worker serves this queue: the first workflow stays running, the second is terminated.
    const taskQueue = `listing-${randomUUID()}`;
    const waiting = `listing-running-${randomUUID()}`;
    const stopped = `listing-stopped-${randomUUID()}`;
    const scheduleId = `listing-schedule-${randomUUID()}`;
    await client.workflow.start('unservedWorkflow', { taskQueue, workflowId: waiting });
    const stoppedHandle = await client.workflow.start('unservedWorkflow', { taskQueue, workflowId: stopped });
    await stoppedHandle.terminate('an operator stopped it');
    const schedule = await client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every: '1 day' }] },
      action: { type: 'startWorkflow', workflowType: 'unservedWorkflow', taskQueue },
    });
    try {
      const listing = await eventually(async () => {
        const now = await engine.listWorkflows?.(200);
        if (!now) return undefined;
        const complete =
          now.running.some((run) => run.workflowId === waiting) &&
          now.failed.some((run) => run.workflowId === stopped) &&
          now.scheduled.some((each) => each.scheduleId === scheduleId);
        return complete ? now : undefined;
      });
      expect(listing.running.find((run) => run.workflowId === waiting)).toMatchObject({
        type: 'unservedWorkflow',
        status: 'Running',
        closedAt: null,
      });
      expect(listing.failed.find((run) => run.workflowId === stopped)).toMatchObject({ status: 'Terminated' });
      const listed = listing.scheduled.find((each) => each.scheduleId === scheduleId);
      expect(listed).toMatchObject({ workflowType: 'unservedWorkflow', paused: false });
      expect(Date.parse(listed?.nextRunAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await schedule.delete();
      await client.workflow.getHandle(waiting).terminate('test over');
    }
  });
});
