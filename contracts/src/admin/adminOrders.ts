import { z } from 'zod';
import { supplierOrderRowSchema } from '../ordering/supplierOrders';
import { businessDateSchema } from '../platform/dates';
import { answeredAsOfSchema, asOfSchema } from './asOf';

/** Spec 03 §9: admin orders default to the last 7 days; past orders and spending to the last 14. */
export const adminOrdersDefaultDays = 7;
export const overviewDefaultDays = 14;
export const pastOrdersPageSizes = [10, 20, 50, 100] as const;
export const pastOrdersDefaultPageSize = 10;
export const spendingVenuePageSize = 10;

export const dateRangeQuerySchema = z.object({
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
});

/** Admin Orders and Spending: a range, and optionally the moment they are answered as of. */
export const adminReportQuerySchema = dateRangeQuerySchema.extend({ asOf: asOfSchema.optional() });

export const pastOrdersQuerySchema = dateRangeQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (pastOrdersPageSizes as readonly number[]).includes(size), {
      message: `Page sizes are ${pastOrdersPageSizes.join(', ')}`,
    })
    .default(pastOrdersDefaultPageSize),
});

export const adminOrderRowSchema = supplierOrderRowSchema.extend({
  supplierId: z.string(),
  supplierTitle: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  orders: z.array(adminOrderRowSchema),
  asOf: answeredAsOfSchema.optional(),
});
export type AdminOrders = z.infer<typeof adminOrdersSchema>;

export const pastOrdersSchema = adminOrdersSchema.extend({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PastOrders = z.infer<typeof pastOrdersSchema>;

/** Spec 03 §4: Approved green, Rejected magenta, any other status orange. */
export const adminOrderStatusLabels = {
  received: 'Order Received',
  confirmed: 'Approved',
  rejected: 'Rejected',
  adjusted: 'Quantity adjusted but accepted',
} as const satisfies Record<AdminOrderRow['status'], string>;

export const venueSpendingSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  orders: z.number().int(),
  totalProducts: z.number().int(),
  /** Pence ex VAT. */
  totalSpend: z.number().int(),
});
export type VenueSpending = z.infer<typeof venueSpendingSchema>;

export const supplierSpendingSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  totalOrders: z.number().int(),
  totalVenues: z.number().int(),
  /** Pence ex VAT. */
  totalSpend: z.number().int(),
  venues: z.array(venueSpendingSchema),
});
export type SupplierSpending = z.infer<typeof supplierSpendingSchema>;

export const spendingSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  suppliers: z.array(supplierSpendingSchema),
  asOf: answeredAsOfSchema.optional(),
});
export type Spending = z.infer<typeof spendingSchema>;
