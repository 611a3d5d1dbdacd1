import { type DataplusSendEvent, dataplusSendStreamId } from '@oms/contracts';
import { dataplusSendDocumentId, readModels } from '@oms/projections';
import { startWorkflowReactor } from '../platform/engines/workflowReactor';
import { stringFieldOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<DataplusSendEvent['type']>(['DataplusSendRequested']);

/**
 * As the Xero bill's: the command records DataplusSendRequested and this reactor starts the
 * `dataplus-send-<venueId>-<PO>` workflow; every send still requested is reconciled at start.
 */
export function startDataplusSendWorkflowReactor(platform: Platform, logger?: Logger) {
  const sends = readModels.dataplusSends.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'dataplus send',
      reactsTo,
      subjectOf: (event) => {
        const venueId = stringFieldOf(event.data, 'venueId') ?? '';
        const poNumber = stringFieldOf(event.data, 'poNumber') ?? '';
        return event.streamId === dataplusSendStreamId(venueId, poNumber)
          ? dataplusSendDocumentId(venueId, poNumber)
          : null;
      },
      async reconcile(sendKey) {
        const workflows = platform.workflows;
        const current = await sends.findOne({ _id: sendKey });
        if (!workflows || !current || current.status !== 'requested') return;
        await workflows.startDataplusSend({ venueId: current.venueId, poNumber: current.poNumber });
      },
      pendingSubjects: async () => (await sends.find({ status: 'requested' })).map((document) => document._id),
    },
    logger,
  );
}
