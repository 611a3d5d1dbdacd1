import {
  type BusinessDate,
  chargedQuantityOf,
  type InvoiceLineView,
  type InvoiceSupplierView,
  type InvoiceView,
  invoiceNumberFor,
  lineAmounts,
  type StatementDayView,
  type StatementsView,
  sumAmounts,
} from '@oms/contracts';
import type { CatalogueProductDocument } from '../catalogue/catalogueProductsProjection';
import type { OrderDocument } from '../ordering/ordersProjection';
import type { ReadStore } from '../platform/readStore/readStore';

export interface InvoiceVenue {
  venueId: string;
  title: string;
  addressLines: string[];
  phoneNumber: string;
}

/** The purchasing filter panel's choices that narrow an invoice or statement (spec 01 §3 Filters). */
export interface InvoiceLineFilters {
  /** Supplier ids; empty means every supplier. */
  suppliers: readonly string[];
  /** Catalogue product types; empty means every type. */
  types: readonly string[];
}

const noFilters: InvoiceLineFilters = { suppliers: [], types: [] };

type InvoicedLine = InvoiceLineView & { productId: string };

interface InvoicedOrder {
  order: OrderDocument;
  lines: InvoicedLine[];
}

/**
 * The venue's orders in the range as invoiced: accepted quantities, rejected lines left out, and only
 * the chosen suppliers and product types. Order lines do not carry the product type, so it is read
 * from the catalogue for the products those orders hold (a bounded list).
 */
async function invoicedOrders(
  store: ReadStore,
  venueId: string,
  start: BusinessDate,
  end: BusinessDate,
  filters: InvoiceLineFilters,
): Promise<InvoicedOrder[]> {
  const orders = await store.collection<OrderDocument>('orders').find(
    {
      venueId,
      orderedDate: { $gte: start, $lte: end },
      ...(filters.suppliers.length > 0 ? { supplierId: { $in: [...filters.suppliers] } } : {}),
    },
    { sort: { orderedDate: 1, supplierTitle: 1, orderedAt: 1 } },
  );
  let typeOf: Map<string, string> | null = null;
  if (filters.types.length > 0) {
    const productIds = [...new Set(orders.flatMap((order) => order.lines.map((line) => line.productId)))];
    const products = await store
      .collection<CatalogueProductDocument>('catalogueProducts')
      .find({ _id: { $in: productIds } }, { projection: { _id: 1, type: 1 } });
    typeOf = new Map(products.map((product) => [product._id, product.type]));
  }
  const chosenTypes = new Set(filters.types);
  return orders.flatMap((order) => {
    const lines = invoiceLinesOf(order).filter(
      (line) => typeOf === null || chosenTypes.has(typeOf.get(line.productId) ?? ''),
    );
    return lines.length > 0 ? [{ order, lines }] : [];
  });
}

/** The order's lines as invoiced: accepted quantities, rejected lines left out. */
function invoiceLinesOf(order: OrderDocument): InvoicedLine[] {
  return order.lines.flatMap((line) => {
    const quantity = chargedQuantityOf(line, order.supplierDecision);
    if (quantity === 0) return [];
    return [
      {
        productId: line.productId,
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

function groupBySupplier(invoiced: readonly InvoicedOrder[]): InvoiceSupplierView[] {
  const groups = new Map<string, InvoiceSupplierView>();
  for (const { order, lines } of invoiced) {
    const group = groups.get(order.supplierId) ?? {
      supplierId: order.supplierId,
      supplierTitle: order.supplierTitle,
      lines: [],
      net: 0,
      vat: 0,
      total: 0,
    };
    group.lines.push(...lines.map(({ productId: _productId, ...line }) => line));
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
  filters: InvoiceLineFilters = noFilters,
): Promise<InvoiceView> {
  const suppliers = groupBySupplier(await invoicedOrders(store, venue.venueId, start, end, filters));
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
  filters: InvoiceLineFilters = noFilters,
): Promise<StatementsView> {
  const byDay = new Map<string, InvoicedOrder[]>();
  for (const invoiced of await invoicedOrders(store, venue.venueId, start, end, filters)) {
    const date = invoiced.order.orderedDate;
    byDay.set(date, [...(byDay.get(date) ?? []), invoiced]);
  }
  const days: StatementDayView[] = [...byDay].map(([date, orders]) => {
    const suppliers = groupBySupplier(orders);
    return {
      date,
      invoiceNumber: invoiceNumberFor(venue.title, date),
      supplierCount: suppliers.length,
      orderCount: orders.length,
      ...sumAmounts(suppliers),
    };
  });
  return { start, end, days, ...sumAmounts(days) };
}
