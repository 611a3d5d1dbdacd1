import { eachMonthOfInterval, format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { formatOrderDate } from '../platform/dates';
import { withVat } from '../platform/money';
import type { OrderApprovedBySupplier } from './events';

/** Spec 01 §4 receipting filter on ordered products. */
export const receiptingFilters = ['all', 'receipted', 'unreceipted'] as const;
export const receiptingFilterSchema = z.enum(receiptingFilters);
export type ReceiptingFilter = z.infer<typeof receiptingFilterSchema>;
export const receiptingFilterLabels: Record<ReceiptingFilter, string> = {
  all: 'All',
  receipted: 'Receipted',
  unreceipted: 'Unreceipted',
};

/** The receipting status a line has before anyone receipts it (spec 02 receipting). */
export const RECEIPTING_NOT_SAVED = 'Not Saved';

/** Receipted means a receipting status exists and is not 'Not Saved'; unreceipted otherwise. */
export function isReceipted(receiptingStatus: string | null | undefined): boolean {
  return receiptingStatus !== null && receiptingStatus !== undefined && receiptingStatus !== RECEIPTING_NOT_SAVED;
}

/** What the quantity rules read of a supplier's decision; read-only, so a read model's own document will do. */
type SupplierDecisionLines = {
  readonly lines: readonly Readonly<
    Pick<OrderApprovedBySupplier['lines'][number], 'productId' | 'confirmed' | 'updatedQuantity'>
  >[];
};

/**
 * The one rule for what a supplier accepted of a line: null until it decides; after its decision (or
 * an admin's edit of it) the updated quantity, and 0 for a rejected line. Orders, invoices, ordered
 * products and spend all read quantities through this and `chargedQuantityOf`.
 */
export function acceptedQuantityOf(
  line: { productId: string; quantity: number },
  decision: SupplierDecisionLines | null,
): number | null {
  if (!decision) return null;
  // A decided order accepts a line its decision does not mention as ordered (the checklist decides every line).
  const decided = decision.lines.find((candidate) => candidate.productId === line.productId);
  if (!decided) return line.quantity;
  return decided.confirmed ? decided.updatedQuantity : 0;
}

/** What the venue is charged for: the ordered quantity until the supplier decides, then what it accepted. */
export function chargedQuantityOf(
  line: { productId: string; quantity: number },
  decision: SupplierDecisionLines | null,
): number {
  return acceptedQuantityOf(line, decision) ?? line.quantity;
}

/** Spend of a line in pence: ex VAT, and VAT included where the product carries it. */
export function lineSpend(line: { unitPrice: number; hasVat: boolean }, quantity: number) {
  const exVat = line.unitPrice * quantity;
  return { spendExVat: exVat, spend: withVat(exVat, line.hasVat) };
}

export const orderedProductsQuerySchema = z.object({
  receipting: receiptingFilterSchema.default('all'),
});

export const orderedProductRowSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  /** The catalogue's product type; null when the product is no longer listed. */
  type: z.string().nullable(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  orderCount: z.number().int(),
  orderedQuantity: z.number().int(),
  acceptedQuantity: z.number().int(),
  /** Pence, over the accepted quantity. */
  spendExVat: z.number().int(),
  spend: z.number().int(),
  /** Pence ex VAT per unit on the latest order. */
  lastUnitPrice: z.number().int(),
  firstOrderedDate: z.string(),
  lastOrderedDate: z.string(),
});
export type OrderedProductRow = z.infer<typeof orderedProductRowSchema>;

export const orderedProductsSchema = z.object({
  start: z.string(),
  end: z.string(),
  receipting: receiptingFilterSchema,
  products: z.array(orderedProductRowSchema),
  totals: z.object({
    productCount: z.number().int(),
    orderedQuantity: z.number().int(),
    acceptedQuantity: z.number().int(),
    spendExVat: z.number().int(),
    spend: z.number().int(),
  }),
});
export type OrderedProducts = z.infer<typeof orderedProductsSchema>;

export const supplierSpendRowSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  orderCount: z.number().int(),
  spendExVat: z.number().int(),
  spend: z.number().int(),
});
export type SupplierSpendRow = z.infer<typeof supplierSpendRowSchema>;

export const monthSpendRowSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  orderCount: z.number().int(),
  spendExVat: z.number().int(),
  spend: z.number().int(),
});
export type MonthSpendRow = z.infer<typeof monthSpendRowSchema>;

export const spendOverTimeSchema = z.object({
  start: z.string(),
  end: z.string(),
  bySupplier: z.array(supplierSpendRowSchema),
  byMonth: z.array(monthSpendRowSchema),
  total: z.object({ spendExVat: z.number().int(), spend: z.number().int() }),
});
export type SpendOverTime = z.infer<typeof spendOverTimeSchema>;

/** Spec 01 §9: on the pie, supplier names over 14 characters are abbreviated when there are more than 6 suppliers. */
export const PIE_LABEL_MAX_CHARACTERS = 14;
export const PIE_ABBREVIATE_ABOVE_SUPPLIERS = 6;

export function pieLabelOf(supplierTitle: string, supplierCount: number): string {
  if (supplierCount <= PIE_ABBREVIATE_ABOVE_SUPPLIERS) return supplierTitle;
  if (supplierTitle.length <= PIE_LABEL_MAX_CHARACTERS) return supplierTitle;
  return `${supplierTitle.slice(0, PIE_LABEL_MAX_CHARACTERS - 1).trimEnd()}…`;
}

/** Money in a CSV cell: pounds with two decimals and no symbol, so spreadsheets read it as a number. */
export const csvPounds = (pence: number) => (pence / 100).toFixed(2);

/** 'YYYY-MM' as people read it: 'Nov 2026'. */
export function formatSpendMonth(month: string): string {
  const first = parseISO(`${month}-01`);
  return isValid(first) ? format(first, 'MMM yyyy') : month;
}

/** Every calendar month a date range touches, oldest first, as YYYY-MM. */
export function monthsOfRange(start: string, end: string): string[] {
  if (start.slice(0, 7) > end.slice(0, 7)) return [];
  return eachMonthOfInterval({ start: parseISO(start), end: parseISO(end) }).map((month) => format(month, 'yyyy-MM'));
}

export function orderedProductsCsvRows(products: readonly OrderedProductRow[]): string[][] {
  return [
    [
      'Product',
      'SKU',
      'Size',
      'UoM',
      'Type',
      'Supplier',
      'Orders',
      'Ordered quantity',
      'Accepted quantity',
      'Spend ex VAT',
      'Spend',
      'Last unit price',
      'First ordered',
      'Last ordered',
    ],
    ...products.map((row) => [
      row.title,
      row.sku,
      row.size,
      row.UoM,
      row.type ?? '',
      row.supplierTitle,
      String(row.orderCount),
      String(row.orderedQuantity),
      String(row.acceptedQuantity),
      csvPounds(row.spendExVat),
      csvPounds(row.spend),
      csvPounds(row.lastUnitPrice),
      formatOrderDate(row.firstOrderedDate),
      formatOrderDate(row.lastOrderedDate),
    ]),
  ];
}

/** A supplier's share of the total spend, in whole percent for people (the rows still add up in pence). */
export const spendShare = (spend: number, total: number) => (total > 0 ? Math.round((spend / total) * 1000) / 10 : 0);

export function supplierSpendCsvRows(rows: readonly SupplierSpendRow[]): string[][] {
  const total = rows.reduce((sum, row) => sum + row.spend, 0);
  return [
    ['Supplier', 'Orders', 'Spend ex VAT', 'Spend', 'Share %'],
    ...rows.map((row) => [
      row.supplierTitle,
      String(row.orderCount),
      csvPounds(row.spendExVat),
      csvPounds(row.spend),
      spendShare(row.spend, total).toFixed(1),
    ]),
  ];
}

export function monthSpendCsvRows(rows: readonly MonthSpendRow[]): string[][] {
  return [
    ['Month', 'Orders', 'Spend ex VAT', 'Spend'],
    ...rows.map((row) => [
      formatSpendMonth(row.month),
      String(row.orderCount),
      csvPounds(row.spendExVat),
      csvPounds(row.spend),
    ]),
  ];
}
