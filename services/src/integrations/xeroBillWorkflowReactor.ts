import { type XeroBillEvent, xeroBillStreamId } from '@oms/contracts';
import { readModels, xeroBillDocumentId } from '@oms/projections';
import { startWorkflowReactor } from '../platform/engines/workflowReactor';
import { stringFieldOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<XeroBillEvent['type']>(['XeroBillRequested']);

/**
 * Send to Xero never waits on the accounting service: the command records XeroBillRequested and
 * this reactor starts the `xero-bill-<venueId>-<PO>` workflow from it. Every bill still requested is
 * reconciled when the engine comes up, so a crash between the record and the start heals itself.
 */
export function startXeroBillWorkflowReactor(platform: Platform, logger?: Logger) {
  const bills = readModels.xeroBills.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'xero bill send',
      reactsTo,
      subjectOf: (event) => {
        const venueId = stringFieldOf(event.data, 'venueId') ?? '';
        const poNumber = stringFieldOf(event.data, 'poNumber') ?? '';
        return event.streamId === xeroBillStreamId(venueId, poNumber) ? xeroBillDocumentId(venueId, poNumber) : null;
      },
      async reconcile(billKey) {
        const workflows = platform.workflows;
        const current = await bills.findOne({ _id: billKey });
        if (!workflows || !current || current.status !== 'requested') return;
        await workflows.startXeroBill({ venueId: current.venueId, poNumber: current.poNumber });
      },
      pendingSubjects: async () => (await bills.find({ status: 'requested' })).map((document) => document._id),
    },
    logger,
  );
}
