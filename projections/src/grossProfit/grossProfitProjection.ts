import {
  type DayEntries,
  evolveReceipt,
  type GrossProfitEvent,
  grossProfitEventTypes,
  type OrderEvent,
  type OrderPurchase,
  type Receipt,
  type ReceiptingEvent,
  receiptingEventTypes,
  receiptTotals,
} from '@oms/contracts';
import { defineProjection, type Projected } from '../platform/runner/projection';

type VenueScoped = { _id: string; venueId: string; [key: string]: unknown };
export type GrossProfitDayDocument = DayEntries & VenueScoped;
/** An order's part of its day, with the order's receipt fold so later events can move its spend. */
export type GrossProfitPurchaseDocument = OrderPurchase & VenueScoped & { receipt: Receipt };
export type GrossProfitDocument = GrossProfitDayDocument | GrossProfitPurchaseDocument;

type Handled = GrossProfitEvent | OrderEvent | ReceiptingEvent;

export const grossProfitDayId = (venueId: string, date: string) => `day:${venueId}:${date}`;
export const grossProfitOrderId = (orderId: string) => `order:${orderId}`;

const isGrossProfitEvent = (event: Handled): event is GrossProfitEvent =>
  (grossProfitEventTypes as readonly string[]).includes(event.type);

function evolveDay(document: GrossProfitDocument | null, event: GrossProfitEvent): GrossProfitDayDocument {
  const { venueId, date } = event.data;
  const day: GrossProfitDayDocument =
    document?.kind === 'day'
      ? document
      : {
          _id: grossProfitDayId(venueId, date),
          kind: 'day',
          venueId,
          date,
          salesPence: null,
          forecastPence: null,
          miscCosts: [],
        };
  switch (event.type) {
    case 'DailySalesRecorded':
      return { ...day, salesPence: event.data.salesPence };
    case 'DailySalesDeleted':
      return { ...day, salesPence: null };
    case 'SalesForecastSet':
      return { ...day, forecastPence: event.data.forecastPence };
    case 'MiscCostRecorded': {
      const { costId, text, amountPence } = event.data;
      return {
        ...day,
        miscCosts: [...day.miscCosts.filter((cost) => cost.costId !== costId), { costId, text, amountPence }],
      };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function evolvePurchase(
  document: GrossProfitDocument | null,
  event: Projected<OrderEvent | ReceiptingEvent>,
): GrossProfitPurchaseDocument | null {
  const previous = document?.kind === 'purchase' ? document.receipt : null;
  const receipt = evolveReceipt(previous, event, event.metadata.recordedAt);
  if (!receipt) return null;
  return {
    _id: grossProfitOrderId(receipt.orderId),
    kind: 'purchase',
    venueId: receipt.venueId,
    date: receipt.orderedDate,
    supplierId: receipt.supplierId,
    supplierTitle: receipt.supplierTitle,
    // The four-step spend: what was received once receipted, what was agreed or ordered before.
    amountPence: receiptTotals(receipt.lines).totalSpendReceived,
    deleted: receipt.deleted,
    receipt,
  };
}

/**
 * Everything the gross profit screen and the Combined Flash Report read for a venue's day: the day's
 * entries (sales, forecast, misc costs) and one entry per order placed that day with its spend.
 * Orders' later events (supplier answers, receipting) name the order, not its date, so each order
 * keeps its own document beside the day's; one range query on (venueId, date) returns both.
 * Special purchases are not orders and never appear here (spec 02 §9).
 */
export const grossProfitProjection = defineProjection<GrossProfitDocument, Handled>({
  name: 'grossProfit',
  collection: 'grossProfit',
  handles: [
    ...grossProfitEventTypes,
    'OrderPlaced',
    'OrderApprovedBySupplier',
    'OrderLinesAdjustedByAdmin',
    ...receiptingEventTypes,
  ],
  indexes: [{ keys: { venueId: 1, date: 1 } }],
  documentIds: (event) =>
    isGrossProfitEvent(event)
      ? [grossProfitDayId(event.data.venueId, event.data.date)]
      : [grossProfitOrderId(event.data.orderId)],
  evolve: (document, event) =>
    isGrossProfitEvent(event)
      ? evolveDay(document, event)
      : evolvePurchase(document, event as Projected<OrderEvent | ReceiptingEvent>),
});
