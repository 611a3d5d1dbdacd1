import {
  type BasketOrderPlaced,
  basketStreamId,
  businessDateOf,
  deliversOn,
  orderingErrors,
  orderingMessages,
  type PlacedBasketOrder,
  partialDeliveryMessage,
  usageOf,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { type FollowUpCommand, handleCommand } from '../../platform/commands/handleCommand';
import { newId } from '../../platform/eventStore/newId';
import type { Platform } from '../../platform/platform';
import { planUsageFor } from '../../subscriptions/planUsage';
import { orderDecider } from '../order/order';
import { effectiveSupplierTerms, productSnapshotOf } from '../order/orderLineSnapshot';
import { type OrderMailLinks, supplierOrderMailFollowUps } from '../order/supplierOrderMail';
import { basketDecider } from './basket';
import { basketOrderFanOut } from './basketOrderFanOut';
import type { BasketState } from './basketState';
import type { PlaceBasketOrder, SupplierTerms } from './commands';

function warningOf(placed: BasketOrderPlaced, terms: Record<string, SupplierTerms>): PlacedBasketOrder['warning'] {
  const moved = placed.orders.filter((order) => order.requiredDeliveryDay !== placed.requestedDeliveryDay);
  if (moved.length === 0) return null;
  return {
    title: orderingMessages.partialDelivery.title,
    message: partialDeliveryMessage(
      moved.map((order) => {
        const supplier = terms[order.supplierId];
        // A supplier that delivers on the day asked was moved by its cut-off.
        const pastCutOff =
          supplier &&
          deliversOn({ ...order, deliveryDays: supplier.deliveryDays }, placed.requestedDeliveryDay) &&
          supplier.orderCutOffTime;
        return {
          supplierTitle: order.supplierTitle,
          nextDeliveryDay: order.requiredDeliveryDay,
          ...(pastCutOff ? { orderCutOffTime: pastCutOff } : {}),
        };
      }),
    ),
  };
}

/** The basket's lines priced from the catalogue read models, with the suppliers' terms for this venue. */
async function placeBasketOrderCommand(
  platform: Platform,
  input: { venueId: string; requiredDeliveryDay: string; poNumber: string | null; notes: string },
  state: BasketState,
  context: CommandContext,
): Promise<PlaceBasketOrder> {
  const { readStore } = platform;
  const productIds = state.lines.map((line) => line.productId);
  const supplierIds = [...new Set(state.lines.map((line) => line.supplierId))];

  const [products, suppliers, links, planUsage] = await Promise.all([
    readModels.catalogueProducts.in(readStore).findReadOnly({ _id: { $in: productIds }, isDeleted: { $ne: true } }),
    readModels.suppliers.in(readStore).findReadOnly({ _id: { $in: supplierIds } }),
    readModels.venueSuppliers.in(readStore).findReadOnly({ venueId: input.venueId }),
    planUsageFor(platform, input.venueId),
  ]);
  return {
    type: 'PlaceBasketOrder',
    venueId: input.venueId,
    requiredDeliveryDay: input.requiredDeliveryDay,
    poNumber: input.poNumber,
    notes: input.notes,
    orderedAt: context.now.toISOString(),
    today: businessDateOf(context.now),
    placedVia: context.channel,
    placedBy: context.actorAccountId,
    orderIds: Object.fromEntries(supplierIds.map((supplierId) => [supplierId, newId()])),
    products: Object.fromEntries(products.map((product) => [product._id, productSnapshotOf(product)])),
    suppliers: Object.fromEntries(
      suppliers.map((supplier) => [
        supplier._id,
        effectiveSupplierTerms(
          supplier,
          links.find((candidate) => candidate.supplierId === supplier._id),
        ),
      ]),
    ),
    poNumberAllowance: {
      remaining: usageOf(planUsage.usage, 'PO_Numbers').remaining,
      usedThisMonth: planUsage.poNumbersThisMonth,
    },
  };
}

/**
 * Place the basket: price it from the catalogue read models, let the basket decide, then record
 * one order stream per supplier. The basket event is the source of truth; the per-order streams
 * are derived from it with idempotency keys so a retry after a crash completes the fan-out.
 */
export async function placeBasketOrderService(
  platform: Platform,
  input: { venueId: string; requiredDeliveryDay: string; poNumber: string | null; notes: string },
  context: CommandContext,
  mailLinks: OrderMailLinks,
): Promise<PlacedBasketOrder> {
  const basket = basketStreamId(input.venueId);
  let supplierTerms: Record<string, SupplierTerms> = {};
  const outcome = await handleCommand(
    platform.eventStore,
    basket,
    basketDecider,
    async (state) => {
      const priced = await placeBasketOrderCommand(platform, input, state, context);
      supplierTerms = priced.suppliers;
      return priced;
    },
    context,
    async (events) => {
      const placedEvent = events.find((event) => event.type === 'BasketOrderPlaced');
      if (placedEvent?.type !== 'BasketOrderPlaced') return [];
      const followUps: FollowUpCommand[] = [];
      for (const step of basketOrderFanOut(placedEvent, context)) {
        followUps.push(
          { streamId: step.streamId, decider: orderDecider, command: step.command, context: step.context },
          ...(await supplierOrderMailFollowUps(platform, mailLinks, step.command.order, step.context)),
        );
      }
      return followUps;
    },
  );
  const placedEvent = outcome.events.find((event) => event.type === 'BasketOrderPlaced');
  if (placedEvent?.type !== 'BasketOrderPlaced') throw domainErrorOf(orderingErrors.basketEmpty);
  const placed = placedEvent.data;

  const positions = [outcome.position, ...outcome.followUpPositions];
  await platform.runner.waitForEach(positions);

  return {
    orders: placed.orders.map(({ orderId, supplierId, supplierTitle, requiredDeliveryDay }) => ({
      orderId,
      supplierId,
      supplierTitle,
      requiredDeliveryDay,
    })),
    warning: warningOf(placed, supplierTerms),
  };
}
