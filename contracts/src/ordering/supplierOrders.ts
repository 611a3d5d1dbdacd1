import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

/** The supplier's Orders page: most recent first, this many at a time. */
export const supplierOrderPageSizes = [20, 50, 100] as const;
export const supplierOrdersDefaultDays = 7;

export const supplierOrdersQuerySchema = z.object({
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
  /** Venue name or purchase order number contains this (any case). */
  term: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (supplierOrderPageSizes as readonly number[]).includes(size), {
      message: `Page sizes are ${supplierOrderPageSizes.join(', ')}`,
    })
    .default(50),
});

export const supplierOrderRowSchema = z.object({
  orderId: z.string(),
  venueId: z.string(),
  venueTitle: z.string(),
  orderedAt: z.string(),
  orderedDate: businessDateSchema,
  requiredDeliveryDay: businessDateSchema,
  poNumber: z.string().nullable(),
  status: z.enum(['received', 'confirmed', 'rejected', 'adjusted']),
  /** Pence ex VAT, at what the venue is charged for. */
  total: z.number().int(),
  lineCount: z.number().int(),
  placedVia: z.string(),
  /** The order's checklist in the app (spec 01); null for an order placed manually, never sent to the supplier. */
  checklistPath: z.string().nullable(),
});
export type SupplierOrderRow = z.infer<typeof supplierOrderRowSchema>;

export const supplierOrdersSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  orders: z.array(supplierOrderRowSchema),
  total: z.number().int(),
  /** Pence ex VAT over every order in the range and search, not only this page. */
  value: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SupplierOrders = z.infer<typeof supplierOrdersSchema>;

export const checklistPathOf = (order: {
  venueId: string;
  supplierId: string;
  orderedDate: string;
  poNumber: string | null;
}) =>
  `/checklist/${[order.venueId, order.supplierId, order.orderedDate, order.poNumber ?? 'all'].map(encodeURIComponent).join('/')}`;
