import { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll } from 'vitest';
import type { ActivityDependencies } from '../activities';
import { createWorker } from '../worker';

/** The launcher of Temporal's Java time-skipping test server, written by `npm run test:engines`. */
export const timeSkippingLauncher = process.env.TEMPORAL_TEST_SERVER;

const notInThisSuite = (activity: string) => async () => {
  throw new Error(`${activity} is not part of this suite`);
};

/**
 * One time-skipping server for a describe block, and `run`: a worker with the activities a spec
 * hands in (the others refuse), running until the body's promise settles.
 */
export function useTimeSkippingServer() {
  let env: TestWorkflowEnvironment | undefined;
  beforeAll(async () => {
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: timeSkippingLauncher ?? '' } },
    });
  });
  afterAll(async () => {
    await env?.teardown();
  });
  const environment = () => {
    if (!env) throw new Error('the time-skipping server has not started');
    return env;
  };
  return {
    get env() {
      return environment();
    },
    async run<T>(dependencies: Partial<ActivityDependencies>, body: () => Promise<T>): Promise<T> {
      const worker = await createWorker({
        connection: environment().nativeConnection,
        dependencies: {
          applyDowngrade: notInThisSuite('applyDowngrade'),
          remindManager: notInThisSuite('remindManager'),
          sendXeroBill: notInThisSuite('sendXeroBill'),
          recordXeroBillOutcome: notInThisSuite('recordXeroBillOutcome'),
          sendDataplusOrder: notInThisSuite('sendDataplusOrder'),
          recordDataplusOutcome: notInThisSuite('recordDataplusOutcome'),
          sendVenueStatisticsEmail: notInThisSuite('sendVenueStatisticsEmail'),
          sendOrderReminder: notInThisSuite('sendOrderReminder'),
          ...dependencies,
        },
      });
      return worker.runUntil(body);
    },
  };
}
