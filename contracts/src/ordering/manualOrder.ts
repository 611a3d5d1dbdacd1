import { z } from 'zod';
import { businessDateSchema, weekdaySchema } from '../platform/dates';
import { MAX_LINE_QUANTITY, quantityMessages } from './api';

/** The spec's words (01 §2, §4, §5) for the 'Manually add order' modal and the orders it records. */
export const manualOrderMessages = {
  openButton: 'Manually add order',
  dialogTitle: 'Add order',
  warning:
    'This WILL NOT send an order to the supplier. Use it to record an order you placed another way (by phone, e-mail or with a rep) so it shows in your orders, invoices and spend.',
  placedManuallyLabel: 'Order Placed Manually On the Dashboard',
  notDeliveryDay: "Selected date is not within the supplier's delivery days.",
  quantityMinimum: 'The quantity must be at least 1',
  noProducts: 'Add at least one product to the order',
  productNotFromSupplier: "This product is not in the supplier's catalogue",
  productTwice: 'Each product can be added to the order once',
  orderedDateInFuture: 'The ordered date cannot be in the future',
  deliveryBeforeOrdered: 'The delivery date cannot be before the ordered date',
  supplierNotLinked: 'This supplier is not one of your suppliers',
} as const;

/** Spec 01 §9: after a manual order the orders reload for the last 40 days. */
export const ordersReloadDaysAfterManualOrder = 40;

export const manualOrderLineBodySchema = z.object({
  productId: z.string().min(1),
  quantity: z
    .number({ message: manualOrderMessages.quantityMinimum })
    .int(manualOrderMessages.quantityMinimum)
    .min(1, manualOrderMessages.quantityMinimum)
    .max(MAX_LINE_QUANTITY, quantityMessages.range),
});

export const placeManualOrderBodySchema = z.object({
  supplierId: z.string().min(1),
  orderedDate: businessDateSchema,
  deliveryDate: businessDateSchema,
  poNumber: z
    .string()
    .max(64)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  products: z.array(manualOrderLineBodySchema).min(1, manualOrderMessages.noProducts).max(500),
});
export type PlaceManualOrderBody = z.input<typeof placeManualOrderBodySchema>;

export const placedManualOrderSchema = z.object({
  orderId: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  orderedDate: businessDateSchema,
  requiredDeliveryDay: businessDateSchema,
});
export type PlacedManualOrder = z.infer<typeof placedManualOrderSchema>;

/** The venue's suppliers the modal offers first, with what the date and product rules need. */
export const manualOrderSupplierSchema = z.object({
  supplierId: z.string(),
  title: z.string(),
  deliveryDays: z.array(weekdaySchema),
  productCount: z.number().int(),
});
export type ManualOrderSupplier = z.infer<typeof manualOrderSupplierSchema>;

export const manualOrderSuppliersSchema = z.object({
  suppliers: z.array(manualOrderSupplierSchema),
  today: businessDateSchema,
});
export type ManualOrderSuppliers = z.infer<typeof manualOrderSuppliersSchema>;

export const manualOrderProductsParamsSchema = z.object({
  venueId: z.string().min(1),
  supplierId: z.string().min(1),
});

export const manualOrderProductsQuerySchema = z.object({
  term: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const manualOrderProductSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  type: z.string(),
  /** Pence ex VAT: what the order line records. */
  OMSPrice: z.number().int(),
  hasVat: z.boolean(),
});
export type ManualOrderProduct = z.infer<typeof manualOrderProductSchema>;

/** One page of the supplier's catalogue matching the typed term: catalogues can hold thousands. */
export const manualOrderProductsSchema = z.object({
  total: z.number().int(),
  products: z.array(manualOrderProductSchema),
});
export type ManualOrderProducts = z.infer<typeof manualOrderProductsSchema>;
