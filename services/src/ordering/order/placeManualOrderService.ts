import { createHash } from 'node:crypto';
import {
  businessDateOf,
  orderingErrors,
  orderStreamId,
  type PlacedManualOrder,
  type PlaceManualOrderBody,
  usageOf,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { planUsageFor } from '../../subscriptions/planUsage';
import { orderDecider } from './order';
import { effectiveSupplierTerms, productSnapshotOf } from './orderLineSnapshot';
import type { ManualOrderProductSnapshot, PlaceManualOrder } from './placeManualOrder';

export type ManualOrderInput = Omit<PlaceManualOrderBody, 'poNumber'> & { poNumber: string | null };

/**
 * Without an idempotency key the order itself is the key: posting the same order twice (same
 * supplier, dates, PO number and lines) finds the first one's stream and is refused with 409.
 */
function naturalKeyOf(input: ManualOrderInput): string {
  const lines = [...input.products].sort((a, b) => a.productId.localeCompare(b.productId));
  const { supplierId, orderedDate, deliveryDate, poNumber } = input;
  const canonical = JSON.stringify({ supplierId, orderedDate, deliveryDate, poNumber, lines });
  return `n${createHash('sha256').update(canonical).digest('hex').slice(0, 32)}`;
}

/**
 * Record an order the venue placed another way. It lands on its own order stream like any other
 * order, marked placedManually, so the checklist and the supplier's notifications never see it.
 * The order id is derived from the idempotency key when there is one: a retried Save finds the
 * stream it already wrote.
 */
export async function placeManualOrderService(
  platform: Platform,
  venueId: string,
  input: ManualOrderInput,
  context: CommandContext,
): Promise<PlacedManualOrder> {
  const { readStore, eventStore } = platform;
  const productIds = input.products.map((line) => line.productId);
  const [link, supplier, products, planUsage] = await Promise.all([
    readModels.venueSuppliers.in(readStore).findOne({ venueId, supplierId: input.supplierId }),
    readModels.suppliers.in(readStore).findOne({ _id: input.supplierId }),
    readModels.catalogueProducts.in(readStore).find({ _id: { $in: productIds }, isDeleted: { $ne: true } }),
    planUsageFor(platform, venueId),
  ]);
  const snapshots: Record<string, ManualOrderProductSnapshot> = Object.fromEntries(
    products.map((product) => [product._id, { supplierId: product.supplierId, ...productSnapshotOf(product) }]),
  );
  const orderId = `manual-${venueId}-${context.idempotencyKey ?? naturalKeyOf(input)}`;
  const command: PlaceManualOrder = {
    type: 'PlaceManualOrder',
    orderId,
    venueId,
    supplier: link && supplier ? { supplierId: supplier.supplierId, ...effectiveSupplierTerms(supplier, link) } : null,
    orderedDate: input.orderedDate,
    deliveryDate: input.deliveryDate,
    poNumber: input.poNumber,
    lines: input.products,
    products: snapshots,
    today: businessDateOf(context.now),
    orderedAt: context.now.toISOString(),
    placedVia: context.channel,
    placedBy: context.actorAccountId,
    poNumberAllowance: {
      remaining: usageOf(planUsage.usage, 'PO_Numbers').remaining,
      usedThisMonth: planUsage.poNumbersThisMonth,
    },
  };
  const outcome = await handleCommand(eventStore, orderStreamId(orderId), orderDecider, command, context);
  await platform.runner.waitFor(outcome.position);
  const placed = outcome.events.find((event) => event.type === 'OrderPlaced');
  if (placed?.type !== 'OrderPlaced') throw domainErrorOf(orderingErrors.noProducts);
  const data = placed.data;
  return {
    orderId,
    supplierId: data.supplierId,
    supplierTitle: data.supplierTitle,
    orderedDate: data.orderedDate,
    requiredDeliveryDay: data.requiredDeliveryDay,
  };
}
