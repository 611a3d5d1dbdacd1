import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { DomainError } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import { approveAiOrder } from './aiOrderService';
import { needsReviewNow } from './aiOrderViews';

/**
 * "Approve all confident": approves, one by one, the orders the screen showed as not needing
 * review. Each is checked again first (another person may have decided or edited it since), and an
 * order the ordering rules refuse stays in the inbox for a person instead of failing the rest.
 */
export async function approveConfidentAiOrders(
  platform: Platform,
  supplierId: string,
  aiOrderIds: readonly string[],
  context: CommandContext,
): Promise<string[]> {
  const documents = await readModels.aiOrders
    .in(platform.readStore)
    .find({ supplierId, _id: { $in: [...new Set(aiOrderIds)] } }, { sort: { receivedAt: 1, _id: 1 } });
  const approved: string[] = [];
  for (const document of documents) {
    if (needsReviewNow(document)) continue;
    try {
      await approveAiOrder(platform, document.aiOrderId, { feedback: '', draft: null }, context);
      approved.push(document.aiOrderId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return approved;
}
