import {
  type BusinessDate,
  type InvoiceLineView,
  type InvoiceSupplierView,
  type InvoiceView,
  invoicedQuantity,
  invoiceNumberFor,
  lineAmounts,
  type StatementDayView,
  type StatementsView,
  sumAmounts,
} from '@oms/contracts';
import type { OrderDocument } from '../ordering/ordersProjection';
import type { ReadStore } from '../platform/readStore/readStore';

export interface InvoiceVenue {
  venueId: string;
  title: string;
  addressLines: string[];
  phoneNumber: string;
}

async function ordersBetween(store: ReadStore, venueId: string, start: BusinessDate, end: BusinessDate) {
  return store
    .collection<OrderDocument>('orders')
    .find(
      { venueId, orderedDate: { $gte: start, $lte: end } },
      { sort: { orderedDate: 1, supplierTitle: 1, orderedAt: 1 } },
    );
}

/** The order's lines as invoiced: accepted quantities, rejected lines left out. */
function invoiceLinesOf(order: OrderDocument): InvoiceLineView[] {
  return order.lines.flatMap((line) => {
    const quantity = invoicedQuantity(line, order.supplierDecision);
    if (quantity === 0) return [];
    return [
      {
        orderedDate: order.orderedDate,
        poNumber: order.poNumber,
        sku: line.sku,
        title: line.title,
        size: line.size,
        UoM: line.UoM,
        quantity,
        unitPrice: line.unitPrice,
        hasVat: line.hasVat,
        ...lineAmounts(line.unitPrice, quantity, line.hasVat),
      },
    ];
  });
}

function groupBySupplier(orders: readonly OrderDocument[]): InvoiceSupplierView[] {
  const groups = new Map<string, InvoiceSupplierView>();
  for (const order of orders) {
    const lines = invoiceLinesOf(order);
    if (lines.length === 0) continue;
    const group = groups.get(order.supplierId) ?? {
      supplierId: order.supplierId,
      supplierTitle: order.supplierTitle,
      lines: [],
      net: 0,
      vat: 0,
      total: 0,
    };
    group.lines.push(...lines);
    groups.set(order.supplierId, { ...group, ...sumAmounts(group.lines) });
  }
  return [...groups.values()].sort((a, b) => a.supplierTitle.localeCompare(b.supplierTitle));
}

/** Spec 02 §2.3: the venue's printable invoice for a day or a range, items grouped by supplier. */
export async function venueInvoice(
  store: ReadStore,
  venue: InvoiceVenue,
  start: BusinessDate,
  end: BusinessDate,
): Promise<InvoiceView> {
  const suppliers = groupBySupplier(await ordersBetween(store, venue.venueId, start, end));
  return {
    invoiceNumber: invoiceNumberFor(venue.title, start, end),
    startDate: start,
    endDate: end,
    venue,
    suppliers,
    ...sumAmounts(suppliers),
  };
}

/** The Overview: one statement row per day with invoiced orders, oldest first, and the period's totals. */
export async function venueStatements(
  store: ReadStore,
  venue: Pick<InvoiceVenue, 'venueId' | 'title'>,
  start: BusinessDate,
  end: BusinessDate,
): Promise<StatementsView> {
  const byDay = new Map<string, OrderDocument[]>();
  for (const order of await ordersBetween(store, venue.venueId, start, end)) {
    byDay.set(order.orderedDate, [...(byDay.get(order.orderedDate) ?? []), order]);
  }
  const days: StatementDayView[] = [];
  for (const [date, orders] of byDay) {
    const invoiced = orders.filter((order) => invoiceLinesOf(order).length > 0);
    if (invoiced.length === 0) continue;
    const suppliers = groupBySupplier(invoiced);
    days.push({
      date,
      invoiceNumber: invoiceNumberFor(venue.title, date),
      supplierCount: suppliers.length,
      orderCount: invoiced.length,
      ...sumAmounts(suppliers),
    });
  }
  return { start, end, days, ...sumAmounts(days) };
}
