import { isLimitReached, type PurchaseOrderParams, subscriptionErrors, usageOf } from '@oms/contracts';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import { planUsageFor, recordFeatureUse } from '../subscriptions/planUsage';

/**
 * Spec 02 §9: Free receipts 1 PO a month, Starter 5, Growth 20 ("POs/month receipting", as the plan
 * cards say). A PO counts once a month, when it is first receipted, on the server: opening, reloading
 * or leaving the screen counts nothing. With none left, the screen shows the upgrade prompt (§2.4).
 */
const purchaseOrderSubject = ({ supplierId, poNumber }: PurchaseOrderParams) => `${supplierId}/${poNumber}`;

/** Runs a receipt of the PO if the plan allows it, then counts the PO if this month has not counted it yet. */
export async function receiptWithinPlan(
  platform: Platform,
  params: PurchaseOrderParams,
  context: CommandContext,
  receipt: () => Promise<void>,
): Promise<void> {
  const { usage, subjectsThisMonth } = await planUsageFor(platform, params.venueId);
  const goodsReceipting = usageOf(usage, 'Goods_Receipting');
  const subject = purchaseOrderSubject(params);
  const counted = subjectsThisMonth.Goods_Receipting?.includes(subject) ?? false;
  if (!counted && isLimitReached(goodsReceipting)) throw domainErrorOf(subscriptionErrors.planLimitReached);
  await receipt();
  if (!counted && goodsReceipting.limit !== null) {
    await recordFeatureUse(platform, params.venueId, 'Goods_Receipting', context, subject);
  }
}
