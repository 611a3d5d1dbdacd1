import { createHash } from 'node:crypto';
import { addBusinessDays, businessDateOf, orderStreamId } from '@oms/contracts';
import { type OrderDocument, readModels } from '@oms/projections';
import { type ApproveBySupplier, orderDecider } from '../ordering/order/order';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { inParallel } from './inParallel';

/** A stable number per order, so every demo start decides the same way. */
const bucketOf = (orderId: string) => createHash('sha256').update(orderId).digest().readUInt32BE(0) % 20;

/** Mostly confirmed, some adjusted, a few rejected; the last two days still wait for the supplier. */
export function demoDecisionFor(order: OrderDocument): Pick<ApproveBySupplier, 'lines'> {
  const bucket = bucketOf(order.orderId);
  const lines = order.lines.map((line, index) => {
    if (bucket === 0) return { productId: line.productId, confirmed: false, updatedQuantity: 0 };
    if (bucket <= 3 && index === 0) {
      return line.quantity > 1
        ? { productId: line.productId, confirmed: true, updatedQuantity: line.quantity - 1 }
        : { productId: line.productId, confirmed: false, updatedQuantity: 0 };
    }
    return { productId: line.productId, confirmed: true, updatedQuantity: line.quantity };
  });
  return { lines };
}

export async function seedSupplierDecisions(platform: Platform, now: Date): Promise<number> {
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  const cutOff = addBusinessDays(businessDateOf(now), -2);
  const orders = await readModels.orders
    .in(platform.readStore)
    .find({ status: 'received', orderedDate: { $lte: cutOff } }, { sort: { orderedAt: 1 } });
  // Each decision is its own order's stream: several at once, which a server store appends together.
  await inParallel(orders, 32, async (order) => {
    const decidedAt = new Date(Date.parse(order.orderedAt) + 3 * 60 * 60 * 1000);
    await handleCommand(
      platform.eventStore,
      orderStreamId(order.orderId),
      orderDecider,
      { type: 'ApproveBySupplier', via: 'checklist', ...demoDecisionFor(order) },
      { ...systemContext(decidedAt), channel: 'checklist' },
    );
  });
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  return orders.length;
}
