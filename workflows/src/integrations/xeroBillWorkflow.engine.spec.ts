import {
  type XeroBill,
  type XeroBillSendResult,
  xeroBillStreamId,
  xeroBillTaskQueue,
  xeroBillWorkflowId,
  xeroMessages,
} from '@oms/contracts';
import { WorkflowIdConflictPolicy } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { createSandboxAccountingService } from '../../../services/src/integrations/accounting/sandboxAccountingService';
import { createTokenVault } from '../../../services/src/integrations/accounting/tokenVault';
import {
  authoriseXero,
  connectXero,
  recordXeroBillOutcome,
  runXeroBillCommand,
  sendXeroBill,
  xeroConnectionStatus,
} from '../../../services/src/integrations/xeroService';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { timeSkippingLauncher, useTimeSkippingServer } from '../testing/timeSkippingServer';
import type { xeroBillSend } from './xeroBillWorkflow';

const bill = (contactId: string): XeroBill => ({
  Type: 'ACCPAY',
  Status: 'AUTHORISED',
  Contact: { ContactID: contactId },
  Date: '2026-11-20',
  DueDate: '2026-12-20',
  Reference: 'CA-0042',
  LineAmountTypes: 'Exclusive',
  LineItems: [{ Description: 'Lemons', Quantity: 4, UnitAmount: 2.5, AccountCode: '310', TaxType: 'ZERORATEDINPUT' }],
});

/** A venue connected to the sandbox with the bill of CA-0042 requested, on an embedded platform. */
async function requestedBill(now: () => Date, contactId = 'trd-contact-1') {
  const embedded = await openEmbeddedPlatform({ clock: now });
  const { platform } = embedded;
  const accounting = createSandboxAccountingService({
    supplierNames: () => ['Fresh Direct'],
    consentPath: '/integrations/sandbox/consent',
    clock: now,
  });
  const dependencies = { accounting, vault: createTokenVault({ secret: 'test-key' }) };
  const context = () => systemContext(now());
  const { authorisationUrl } = await connectXero(
    platform,
    dependencies,
    'v1',
    { financeEmail: 'finance@crown.test', state: 's' },
    context(),
  );
  await authoriseXero(
    platform,
    dependencies,
    'v1',
    new URL(authorisationUrl, 'http://oms.test').searchParams.get('code') ?? '',
    context(),
  );
  const outcome = await runXeroBillCommand(
    platform,
    'v1',
    'CA-0042',
    {
      type: 'RequestXeroBill',
      venueId: 'v1',
      poNumber: 'CA-0042',
      orderIds: ['o1'],
      organisationId: 'sandbox-org-trading',
      accountId: 'trd-310',
      bill: bill(contactId),
      fileId: null,
      connection: await xeroConnectionStatus(platform, 'v1'),
      orderSendable: true,
      now: now().toISOString(),
    },
    context(),
  );
  await platform.runner.waitFor(outcome.position);
  const eventTypes = async () =>
    (await platform.eventStore.readStream(xeroBillStreamId('v1', 'CA-0042'))).map((event) => event.type);
  return { embedded, platform, accounting, dependencies, eventTypes };
}

describe.skipIf(!timeSkippingLauncher)('Xero bill send workflow (time-skipping test server)', () => {
  const server = useTimeSkippingServer();
  const workflowId = xeroBillWorkflowId('v1', 'CA-0042');
  const start = () =>
    server.env.client.workflow.start<typeof xeroBillSend>('xeroBillSend', {
      workflowId,
      taskQueue: xeroBillTaskQueue,
      args: [{ venueId: 'v1', poNumber: 'CA-0042' }],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    });

  it('retries while the accounting service is down, then makes exactly one bill and records it sent once', async () => {
    const clock = () => new Date();
    const { embedded, platform, accounting, dependencies, eventTypes } = await requestedBill(clock);
    let calls = 0;
    try {
      const outcome = await server.run(
        {
          async sendXeroBill(input) {
            calls += 1;
            if (calls <= 2) throw new Error('connect ECONNREFUSED');
            const result = await sendXeroBill(platform, dependencies, input);
            // The bill was made but the answer was lost: Temporal retries, the key finds the same bill.
            if (calls === 3) throw new Error('socket hang up');
            return result;
          },
          recordXeroBillOutcome: (input) => recordXeroBillOutcome(platform, input),
        },
        async () => {
          const handle = await start();
          // A second request for the same purchase order joins the running send.
          const again = await start();
          expect(again.firstExecutionRunId).toBe(handle.firstExecutionRunId);
          return handle.result();
        },
      );
      expect(outcome).toBe('sent');
      expect(calls).toBe(4);
      expect(accounting.bills()).toHaveLength(1);
      expect(await eventTypes()).toEqual(['XeroBillRequested', 'XeroBillSent']);
    } finally {
      await embedded.close();
    }
  });

  it('records the accounting service’s refusal as the failure, without retrying it', async () => {
    const clock = () => new Date();
    const { embedded, platform, accounting, dependencies, eventTypes } = await requestedBill(clock, 'unknown');
    let calls = 0;
    try {
      const outcome = await server.run(
        {
          sendXeroBill: (input) => {
            calls += 1;
            return sendXeroBill(platform, dependencies, input);
          },
          recordXeroBillOutcome: (input) => recordXeroBillOutcome(platform, input),
        },
        async () => (await start()).result(),
      );
      expect(outcome).toBe('rejected');
      expect(calls).toBe(1);
      expect(accounting.bills()).toHaveLength(0);
      expect(await eventTypes()).toEqual(['XeroBillRequested', 'XeroBillFailed']);
      const failed = await platform.eventStore.readStream(xeroBillStreamId('v1', 'CA-0042'));
      expect(failed.at(-1)?.data).toMatchObject({ message: 'Contact not found in this organisation' });
    } finally {
      await embedded.close();
    }
  });

  it('gives up after its retries with the spec’s failure words', async () => {
    const clock = () => new Date();
    const { embedded, platform, eventTypes } = await requestedBill(clock);
    try {
      const outcome = await server.run(
        {
          sendXeroBill: async (): Promise<XeroBillSendResult> => {
            throw new Error('503 Service Unavailable');
          },
          recordXeroBillOutcome: (input) => recordXeroBillOutcome(platform, input),
        },
        async () => (await start()).result(),
      );
      expect(outcome).toBe('rejected');
      expect(await eventTypes()).toEqual(['XeroBillRequested', 'XeroBillFailed']);
      const failed = await platform.eventStore.readStream(xeroBillStreamId('v1', 'CA-0042'));
      expect(failed.at(-1)?.data).toMatchObject({ message: xeroMessages.failed });
    } finally {
      await embedded.close();
    }
  });
});
