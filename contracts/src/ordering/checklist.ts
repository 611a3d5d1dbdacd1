import { z } from 'zod';
import { addBusinessDays, type BusinessDate, businessDateSchema, formatOrderDate } from '../platform/dates';
import { formatPence, withVat } from '../platform/money';

/** The spec's words for the supplier order checklist (spec 01 §2, §4, §8, §9). */
export const checklistMessages = {
  greetingNew: 'new order',
  greetingAccepted: "today's accepted orders",
  empty:
    'There are currently no orders attributed to this checklist. Please check with OMS to see if there has been an error.',
  nextAvailableDeliveryDay: 'Next available delivery day',
  addressUpdated: 'Delivery address has been updated',
  everyLineDecided: 'You need to accept or reject every product',
  confirmApprove: 'Are you sure you want to confirm this order?',
  orderCompleted: 'Order completed',
  approveAll: 'Approve all',
  approveOrder: 'Approve Order',
  downloadCsv: 'Download CSV',
  invalidLink: 'This checklist link is not valid. Please use the link in your order e-mail.',
  acceptError: (email: string) => `There has been an error accepting this order. Please contact ${email}`,
} as const;

export const checklistParamsSchema = z.object({
  venueId: z.string().min(1),
  supplierId: z.string().min(1),
  date: businessDateSchema,
  /** A purchase order number, or 'all' for every order of that day. */
  orderNumber: z.string().min(1).max(100),
});
export type ChecklistParams = z.infer<typeof checklistParamsSchema>;

export const checklistQuerySchema = z.object({ token: z.string().max(200).optional() });

export const checklistLineSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  quantity: z.number().int(),
  /** Pence ex VAT; null when the supplier's integration hides prices (Brakes). */
  unitPrice: z.number().int().nullable(),
  hasVat: z.boolean(),
  supplierConfirmed: z.boolean().nullable(),
  updatedQuantity: z.number().int().nullable(),
});
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const checklistOrderSchema = z.object({
  orderId: z.string(),
  poNumber: z.string().nullable(),
  orderedAt: z.string(),
  orderedDate: businessDateSchema,
  requiredDeliveryDay: businessDateSchema.nullable(),
  notes: z.string(),
  approved: z.boolean(),
  lines: z.array(checklistLineSchema),
  /** Pence per delivery (spec 03 customers' terms); null when prices are hidden, 0 when free. */
  deliveryFee: z.number().int().nullable().optional(),
});
export type ChecklistOrder = z.infer<typeof checklistOrderSchema>;

export const checklistSchema = z.object({
  venue: z.object({
    venueId: z.string(),
    title: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    addressCity: z.string(),
    addressPostCode: z.string(),
  }),
  supplier: z.object({ supplierId: z.string(), title: z.string(), hidesPrices: z.boolean() }),
  accountNumber: z.string(),
  hasVenueUpdateAddress: z.boolean(),
  greeting: z.string(),
  newOrders: z.array(checklistOrderSchema),
  approvedOrders: z.array(checklistOrderSchema),
  locked: z.boolean(),
  contactEmail: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** A supplier's decision on every line of each order: confirmed or not, and the quantity it will deliver. */
export const checklistDecisionsSchema = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.string().min(1),
        lines: z
          .array(
            z.object({
              productId: z.string().min(1),
              confirmed: z.boolean(),
              updatedQuantity: z.number().int().min(0).max(100_000),
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(200),
});
export type ChecklistDecisions = z.infer<typeof checklistDecisionsSchema>;

export const approveChecklistBodySchema = checklistDecisionsSchema;
export type ApproveChecklistBody = ChecklistDecisions;

export interface ChecklistTotals {
  exVat: number;
  vat: number;
  /** Delivery fees of the orders, charged as the supplier set them, outside the VAT on the products. */
  deliveryFee: number;
  total: number;
}

/** Totals of the accepted quantities (ex VAT, VAT amount, total), in pence. */
export function checklistTotals(orders: readonly ChecklistOrder[]): ChecklistTotals {
  let exVat = 0;
  let total = 0;
  for (const line of orders.flatMap((order) => order.lines)) {
    if (line.unitPrice === null) continue;
    const quantity = line.supplierConfirmed === false ? 0 : (line.updatedQuantity ?? line.quantity);
    exVat += line.unitPrice * quantity;
    total += withVat(line.unitPrice * quantity, line.hasVat);
  }
  const deliveryFee = orders.reduce((sum, order) => sum + (order.deliveryFee ?? 0), 0);
  return { exVat, vat: total - exVat, deliveryFee, total: total + deliveryFee };
}

/**
 * Spec 01 §9: columns SKU, Qty, Size, Stock, Price, UoM, Notes, then rows for the total and the
 * account, order date, delivery date and purchase number. Without a required delivery day the
 * delivery date is the order date plus one day.
 */
export function checklistCsvRows(checklist: Checklist): string[][] {
  const rows: string[][] = [['SKU', 'Qty', 'Size', 'Stock', 'Price', 'UoM', 'Notes']];
  for (const order of checklist.approvedOrders) {
    for (const line of order.lines) {
      if (line.supplierConfirmed === false) continue;
      rows.push([
        line.sku,
        String(line.updatedQuantity ?? line.quantity),
        line.size,
        line.title,
        line.unitPrice === null ? '' : formatPence(line.unitPrice),
        line.UoM,
        order.notes,
      ]);
    }
  }
  const first = checklist.approvedOrders[0];
  const orderDate: BusinessDate | undefined = first?.orderedDate;
  const deliveryDate = first?.requiredDeliveryDay ?? (orderDate ? addBusinessDays(orderDate, 1) : undefined);
  rows.push(['Total', formatPence(checklistTotals(checklist.approvedOrders).total)]);
  rows.push(['Account', checklist.accountNumber]);
  rows.push(['Order date', orderDate ? formatOrderDate(orderDate) : '']);
  rows.push(['Delivery date', deliveryDate ? formatOrderDate(deliveryDate) : '']);
  rows.push(['Purchase number', first?.poNumber ?? '']);
  return rows;
}
