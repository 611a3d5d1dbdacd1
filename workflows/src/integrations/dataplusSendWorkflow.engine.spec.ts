import {
  type DataplusOrder,
  type DataplusSendResult,
  dataplusMessages,
  dataplusSendStreamId,
  dataplusSendWorkflowId,
  xeroBillTaskQueue,
} from '@oms/contracts';
import { WorkflowIdConflictPolicy } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { createSandboxDataplusReceiver } from '../../../services/src/integrations/dataplus/sandboxDataplusReceiver';
import {
  recordDataplusOutcome,
  runDataplusSendCommand,
  sendDataplusOrder,
} from '../../../services/src/integrations/dataplusService';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { timeSkippingLauncher, useTimeSkippingServer } from '../testing/timeSkippingServer';
import type { dataplusSend } from './dataplusSendWorkflow';

const order: DataplusOrder = {
  PONumber: 'HK-0007',
  requiredDeliveryDay: '2026-11-27',
  orderIds: ['o-1'],
  dataplusInfo: { attachedInvoices: [], invoiceDate: '2026-11-26', invoiceNumber: 'INV-991' },
};

/** HK-0007's send requested for a venue with dataplus, on an embedded platform with the sandbox receiver. */
async function requestedSend() {
  const embedded = await openEmbeddedPlatform({ clock: () => new Date() });
  const { platform } = embedded;
  const receiver = createSandboxDataplusReceiver();
  platform.dataplus = receiver;
  const now = new Date();
  const outcome = await runDataplusSendCommand(
    platform,
    'v1',
    'HK-0007',
    {
      type: 'RequestDataplusSend',
      venueId: 'v1',
      poNumber: 'HK-0007',
      supplierId: 's1',
      order,
      enabled: true,
      orderSendable: true,
      today: '2026-11-26',
      now: now.toISOString(),
    },
    systemContext(now),
  );
  await platform.runner.waitFor(outcome.position);
  const eventTypes = async () =>
    (await platform.eventStore.readStream(dataplusSendStreamId('v1', 'HK-0007'))).map((event) => event.type);
  return { embedded, platform, receiver, eventTypes };
}

describe.skipIf(!timeSkippingLauncher)('dataplus send workflow (time-skipping test server)', () => {
  const server = useTimeSkippingServer();
  const workflowId = dataplusSendWorkflowId('v1', 'HK-0007');
  const start = () =>
    server.env.client.workflow.start<typeof dataplusSend>('dataplusSend', {
      workflowId,
      taskQueue: xeroBillTaskQueue,
      args: [{ venueId: 'v1', poNumber: 'HK-0007' }],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    });

  it('retries a receiver that is down, then stores the order once and records it sent once', async () => {
    const { embedded, platform, receiver, eventTypes } = await requestedSend();
    let calls = 0;
    try {
      const outcome = await server.run(
        {
          async sendDataplusOrder(input) {
            calls += 1;
            if (calls <= 2) throw new Error('connect ECONNREFUSED');
            const result = await sendDataplusOrder(platform, input);
            // Stored, but the answer was lost: the retry under the same key finds the same receipt.
            if (calls === 3) throw new Error('socket hang up');
            return result;
          },
          recordDataplusOutcome: (input) => recordDataplusOutcome(platform, input),
        },
        async () => {
          const handle = await start();
          const again = await start();
          expect(again.firstExecutionRunId).toBe(handle.firstExecutionRunId);
          return handle.result();
        },
      );
      expect(outcome).toBe('sent');
      expect(calls).toBe(4);
      expect(receiver.receipts()).toHaveLength(1);
      expect(await eventTypes()).toEqual(['DataplusSendRequested', 'DataplusSent']);
    } finally {
      await embedded.close();
    }
  });

  it('gives up after its retries with the spec’s "Please, try again!"', async () => {
    const { embedded, platform, eventTypes } = await requestedSend();
    try {
      const outcome = await server.run(
        {
          sendDataplusOrder: async (): Promise<DataplusSendResult> => {
            throw new Error('connect ECONNREFUSED');
          },
          recordDataplusOutcome: (input) => recordDataplusOutcome(platform, input),
        },
        async () => (await start()).result(),
      );
      expect(outcome).toBe('rejected');
      const [, failed] = await platform.eventStore.readStream(dataplusSendStreamId('v1', 'HK-0007'));
      expect(failed?.data).toMatchObject({ message: dataplusMessages.tryAgain });
      expect(await eventTypes()).toEqual(['DataplusSendRequested', 'DataplusSendFailed']);
    } finally {
      await embedded.close();
    }
  });
});
