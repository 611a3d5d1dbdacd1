import { type SpecialPurchaseEvent, specialPurchaseStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { startWorkflowReactor } from '../platform/engines/workflowReactor';
import { stringFieldOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<SpecialPurchaseEvent['type']>(['SpecialPurchaseRequested', 'SpecialPurchaseDecided']);

/**
 * A request never waits on Temporal: it records SpecialPurchaseRequested, and this reactor starts
 * the approval's reminder workflow from it (pending → running); the manager's answer tells the
 * workflow to end, so no reminder goes out after it.
 */
export function startApprovalWorkflowReactor(platform: Platform, logger?: Logger) {
  const requests = readModels.specialPurchases.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'special purchase approval',
      reactsTo,
      subjectOf: (event) => {
        const requestId = stringFieldOf(event.data, 'requestId');
        return requestId !== undefined && event.streamId === specialPurchaseStreamId(requestId) ? requestId : null;
      },
      async reconcile(requestId) {
        const workflows = platform.workflows;
        const current = await requests.findOne({ _id: requestId });
        if (!workflows || !current) return;
        if (current.status === 'pending') {
          await workflows.startSpecialPurchaseApproval({ requestId, requestedAt: current.requestedAt });
        } else {
          await workflows.endSpecialPurchaseApproval(requestId);
        }
      },
      pendingSubjects: async () => (await requests.find({ status: 'pending' })).map((document) => document.requestId),
    },
    logger,
  );
}
