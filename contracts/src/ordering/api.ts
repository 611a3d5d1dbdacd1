import { z } from 'zod';
import { businessDateSchema, weekdaySchema } from '../platform/dates';

/** The most of one product one order line takes; inputs refuse more, the API answers in the same words. */
export const MAX_LINE_QUANTITY = 10_000;
export const quantityMessages = {
  range: 'Quantity must be between 1 and 10,000',
  basketRange: 'Quantity must be between 0 and 10,000 (0 removes the product)',
} as const;

/** A whole number of at least 1 and at most MAX_LINE_QUANTITY, else null: what the quantity inputs accept. */
export function lineQuantityOf(text: string, minimum: 0 | 1 = 1): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= minimum && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

export const addToBasketBodySchema = z.object({
  productId: z.string().min(1),
  quantity: z
    .number({ error: quantityMessages.range })
    .int({ error: quantityMessages.range })
    .min(1, { error: quantityMessages.range })
    .max(MAX_LINE_QUANTITY, { error: quantityMessages.range })
    .default(1),
});
export type AddToBasketBody = z.infer<typeof addToBasketBodySchema>;

export const changeBasketQuantityBodySchema = z.object({
  /** 0 removes the line (spec 01 §4). */
  quantity: z
    .number({ error: quantityMessages.basketRange })
    .int({ error: quantityMessages.basketRange })
    .min(0, { error: quantityMessages.basketRange })
    .max(MAX_LINE_QUANTITY, { error: quantityMessages.basketRange }),
});

export const basketLineParamsSchema = z.object({
  venueId: z.string().min(1),
  productId: z.string().min(1),
});

export const basketLineViewSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  quantity: z.number().int(),
  /** Pence ex VAT. */
  unitPrice: z.number().int(),
  hasVat: z.boolean(),
  /** Pence, VAT included where the product carries it. */
  lineTotal: z.number().int(),
});
export type BasketLineView = z.infer<typeof basketLineViewSchema>;

export const basketSupplierGroupSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  deliveryDays: z.array(weekdaySchema),
  minOrderValue: z.number().int(),
  /** Pence per delivery the supplier charges this venue; 0 means free. */
  deliveryFee: z.number().int(),
  /** HH:mm, London time, when next-day orders close; empty means no cut-off. */
  orderCutOffTime: z.string(),
  /** The lines, VAT included where the product carries it; the minimum order is measured on these. */
  linesTotal: z.number().int(),
  /** The lines plus the delivery fee. */
  total: z.number().int(),
  isBelowMinimum: z.boolean(),
  lines: z.array(basketLineViewSchema),
});
export type BasketSupplierGroup = z.infer<typeof basketSupplierGroupSchema>;

export const basketViewSchema = z.object({
  venueId: z.string(),
  groups: z.array(basketSupplierGroupSchema),
  total: z.number().int(),
  supplierCount: z.number().int(),
  productCount: z.number().int(),
  /** Sum of quantities: the header badge. */
  itemCount: z.number().int(),
  isPricesHidden: z.boolean(),
  /** Today in Europe/London, so the screen and the server agree on what "past" means. */
  today: businessDateSchema,
  /** Now, HH:mm in Europe/London, for the suppliers' order cut-off times. */
  time: z.string(),
});
export type BasketView = z.infer<typeof basketViewSchema>;

export const placeBasketOrderBodySchema = z.object({
  requiredDeliveryDay: businessDateSchema,
  poNumber: z
    .string()
    .max(64)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  notes: z.string().max(2000).default(''),
});
export type PlaceBasketOrderBody = z.input<typeof placeBasketOrderBodySchema>;

export const placedBasketOrderSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      supplierId: z.string(),
      supplierTitle: z.string(),
      requiredDeliveryDay: businessDateSchema,
    }),
  ),
  warning: z.object({ title: z.string(), message: z.string() }).nullable(),
});
export type PlacedBasketOrder = z.infer<typeof placedBasketOrderSchema>;

/** Spec 01 §8: the orders fetch refused for a range too wide. */
export const ordersTooBroad = {
  title: 'Too Much Data to Handle!',
  message:
    "Looks like your search is a bit too broad for us to fetch right now. Try narrowing your filters and/or date and give it another go, we'll be ready!",
} as const;

export const ordersQuerySchema = z.object({
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
});

/** The orders tab lists its day tabs first, then reads one day at a time: a year of orders never loads at once. */
export const orderDaysSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  days: z.array(z.object({ date: businessDateSchema, orderCount: z.number().int() })),
});
export type OrderDays = z.infer<typeof orderDaysSchema>;

/** Spec 01 §4: the note under an accepted line whose quantity the supplier lowered. */
export const quantityAdjustedNote = (ordered: number, accepted: number) =>
  `You ordered ${ordered} but only ${accepted} accepted`;

export const orderStatusLabels = {
  received: 'Order Received',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  adjusted: 'Quantity adjusted but accepted',
} as const;

export const orderViewSchema = z.object({
  orderId: z.string(),
  status: z.enum(['received', 'confirmed', 'rejected', 'adjusted']),
  requiredDeliveryDay: businessDateSchema,
  notes: z.string(),
  placedManually: z.boolean(),
  lines: z.array(
    basketLineViewSchema.extend({
      /** null until the supplier decides; true accepted, false rejected. */
      supplierConfirmed: z.boolean().nullable(),
      updatedQuantity: z.number().int().nullable(),
      /** What the venue is charged for (`chargedQuantityOf`): the ordered quantity until the supplier decides. */
      chargedQuantity: z.number().int(),
    }),
  ),
  /** Pence the supplier charges for the delivery (spec 03 customers' terms); 0 is none. */
  deliveryFee: z.number().int(),
  /** The lines plus the delivery fee. */
  total: z.number().int(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ordersDaySchema = z.object({
  date: businessDateSchema,
  groups: z.array(
    z.object({
      supplierId: z.string(),
      supplierTitle: z.string(),
      poNumber: z.string().nullable(),
      orders: z.array(orderViewSchema),
      total: z.number().int(),
    }),
  ),
});
export type OrdersDay = z.infer<typeof ordersDaySchema>;

export const ordersByDaySchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  days: z.array(ordersDaySchema),
});
export type OrdersByDay = z.infer<typeof ordersByDaySchema>;

/** An admin's resend of a supplier's order e-mail: who it went to. */
export const resentOrderEmailSchema = z.object({ recipients: z.array(z.string()) });
export type ResentOrderEmail = z.infer<typeof resentOrderEmailSchema>;
export const orderParamsSchema = z.object({ orderId: z.string().min(1).max(200) });
