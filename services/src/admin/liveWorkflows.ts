import { downgradeWorkflowId, formatTableDate, type LiveWorkflow, specialPurchaseWorkflowId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { Platform } from '../platform/platform';

const LIMIT = 100;

/**
 * The workflows that should be running now, read from the read models (downgrades scheduled,
 * special purchases waiting), each with its address in the Temporal Web UI.
 */
export async function liveWorkflows(platform: Platform, webUiUrl: string | null): Promise<LiveWorkflow[]> {
  const urlOf = (workflowId: string) =>
    webUiUrl ? `${webUiUrl.replace(/\/+$/, '')}/namespaces/default/workflows/${encodeURIComponent(workflowId)}` : null;
  const [downgrades, approvals] = await Promise.all([
    readModels.venueSubscriptions
      .in(platform.readStore)
      .find({ pendingDowngrade: { $ne: null } }, { sort: { currentPeriodEnd: 1 }, limit: LIMIT }),
    readModels.specialPurchases
      .in(platform.readStore)
      .find({ status: 'pending' }, { sort: { requestedAt: 1 }, limit: LIMIT }),
  ]);
  const venueIds = [...new Set([...downgrades, ...approvals].map((document) => document.venueId))];
  const venues = await readModels.venues.in(platform.readStore).find({ _id: { $in: venueIds } });
  const titleOf = (venueId: string) => venues.find((venue) => venue._id === venueId)?.title ?? venueId;
  return [
    ...downgrades.map((subscription) => {
      const workflowId = downgradeWorkflowId(subscription.venueId);
      const effectiveAt = subscription.pendingDowngrade?.effectiveAt ?? subscription.currentPeriodEnd;
      return {
        workflowId,
        kind: 'Downgrade' as const,
        subject: titleOf(subscription.venueId),
        state: `To Free on ${formatTableDate(effectiveAt)}`,
        url: urlOf(workflowId),
      };
    }),
    ...approvals.map((request) => {
      const workflowId = specialPurchaseWorkflowId(request.requestId);
      const reminders = request.remindersSent === 1 ? '1 reminder sent' : `${request.remindersSent} reminders sent`;
      return {
        workflowId,
        kind: 'Special purchase' as const,
        subject: `${request.itemName} (${titleOf(request.venueId)})`,
        state: `Waiting for ${request.managerName}, ${reminders}`,
        url: urlOf(workflowId),
      };
    }),
  ];
}
