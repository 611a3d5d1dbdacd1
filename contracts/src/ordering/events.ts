import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { channelSchema } from '../platform/events';

export const basketLineAddedSchema = z.object({
  venueId: z.string(),
  productId: z.string(),
  supplierId: z.string(),
  /** How many were added; lines accumulate. */
  quantity: z.number().int().positive(),
});

export const basketLineQuantityChangedSchema = z.object({
  venueId: z.string(),
  productId: z.string(),
  quantity: z.number().int().positive(),
});

export const basketLineRemovedSchema = z.object({
  venueId: z.string(),
  productId: z.string(),
});

export const orderLineSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  quantity: z.number().int().positive(),
  /** OMSPrice in pence ex VAT at the moment of ordering. */
  unitPrice: z.number().int().nonnegative(),
  hasVat: z.boolean(),
  /** Co-Pilot's confidence in the line, 0..100, on orders placed from an e-mail. */
  aiConfidenceScore: z.number().min(0).max(100).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const supplierOrderSchema = z.object({
  orderId: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  /** The date asked for, or the supplier's next delivery day when it does not deliver then. */
  requiredDeliveryDay: businessDateSchema,
  lines: z.array(orderLineSchema).min(1),
  /** Spec 03 customers' terms: pence per delivery the supplier charges the venue; absent (older orders) is none. */
  deliveryFee: z.number().int().nonnegative().optional(),
});
export type SupplierOrder = z.infer<typeof supplierOrderSchema>;

export const basketOrderPlacedSchema = z.object({
  venueId: z.string(),
  orderedAt: z.string(),
  orderedDate: businessDateSchema,
  requestedDeliveryDay: businessDateSchema,
  poNumber: z.string().nullable(),
  notes: z.string(),
  placedVia: channelSchema,
  placedBy: z.string(),
  orders: z.array(supplierOrderSchema).min(1),
});
export type BasketOrderPlaced = z.infer<typeof basketOrderPlacedSchema>;

export const orderPlacedSchema = supplierOrderSchema.extend({
  venueId: z.string(),
  orderedAt: z.string(),
  orderedDate: businessDateSchema,
  poNumber: z.string().nullable(),
  notes: z.string(),
  placedVia: channelSchema,
  placedBy: z.string(),
  /** True for orders recorded by hand on the dashboard: never sent to the supplier. */
  placedManually: z.boolean(),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** The supplier's decision on every line of an order (spec 01 §4 supplier status). */
export const orderApprovedBySupplierSchema = z.object({
  orderId: z.string(),
  lines: z
    .array(
      z.object({
        productId: z.string(),
        /** true: accepted (possibly fewer than ordered); false: rejected. */
        confirmed: z.boolean(),
        updatedQuantity: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  via: z.enum(['checklist', 'coPilot', 'admin']),
});
export type OrderApprovedBySupplier = z.infer<typeof orderApprovedBySupplierSchema>;

/** An admin's correction of a decided order from the locked checklist (spec 01 §4): only changed lines. */
export const orderLinesAdjustedByAdminSchema = z.object({
  orderId: z.string(),
  lines: z
    .array(
      z.object({
        productId: z.string(),
        confirmed: z.boolean(),
        updatedQuantity: z.number().int().nonnegative(),
        previousConfirmed: z.boolean(),
        previousQuantity: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  via: z.literal('admin'),
});
export type OrderLinesAdjustedByAdmin = z.infer<typeof orderLinesAdjustedByAdminSchema>;

/** The supplier's decision with an admin's later corrections laid over it, line by line. */
export function adjustedDecision(
  decision: OrderApprovedBySupplier,
  adjustment: OrderLinesAdjustedByAdmin,
): OrderApprovedBySupplier {
  const changes = new Map(adjustment.lines.map((line) => [line.productId, line]));
  return {
    ...decision,
    lines: decision.lines.map((line) => {
      const change = changes.get(line.productId);
      return change
        ? { productId: line.productId, confirmed: change.confirmed, updatedQuantity: change.updatedQuantity }
        : line;
    }),
  };
}

export type SupplierStatus = 'received' | 'confirmed' | 'rejected' | 'adjusted';

/** Rejected when every line is; adjusted when an accepted line lost quantity; otherwise confirmed. */
export function supplierStatusOf(
  ordered: readonly { productId: string; quantity: number }[],
  decision: OrderApprovedBySupplier | null,
): SupplierStatus {
  if (!decision) return 'received';
  if (decision.lines.every((line) => !line.confirmed)) return 'rejected';
  const quantities = new Map(ordered.map((line) => [line.productId, line.quantity]));
  const adjusted = decision.lines.some(
    (line) => line.confirmed && line.updatedQuantity !== quantities.get(line.productId),
  );
  return adjusted ? 'adjusted' : 'confirmed';
}

export const orderingEventSchemas = {
  BasketLineAdded: { schemaVersion: 1, schema: basketLineAddedSchema },
  BasketLineQuantityChanged: {
    schemaVersion: 1,
    schema: basketLineQuantityChangedSchema,
  },
  BasketLineRemoved: { schemaVersion: 1, schema: basketLineRemovedSchema },
  BasketOrderPlaced: { schemaVersion: 1, schema: basketOrderPlacedSchema },
  OrderPlaced: { schemaVersion: 1, schema: orderPlacedSchema },
  OrderApprovedBySupplier: { schemaVersion: 1, schema: orderApprovedBySupplierSchema },
  OrderLinesAdjustedByAdmin: { schemaVersion: 1, schema: orderLinesAdjustedByAdminSchema },
} as const;

export type BasketEvent =
  | { type: 'BasketLineAdded'; data: z.infer<typeof basketLineAddedSchema> }
  | {
      type: 'BasketLineQuantityChanged';
      data: z.infer<typeof basketLineQuantityChangedSchema>;
    }
  | { type: 'BasketLineRemoved'; data: z.infer<typeof basketLineRemovedSchema> }
  | { type: 'BasketOrderPlaced'; data: BasketOrderPlaced };

export type OrderEvent =
  | { type: 'OrderPlaced'; data: OrderPlaced }
  | { type: 'OrderApprovedBySupplier'; data: OrderApprovedBySupplier }
  | { type: 'OrderLinesAdjustedByAdmin'; data: OrderLinesAdjustedByAdmin };

export const basketStreamId = (venueId: string) => `basket-${venueId}`;
export const orderStreamId = (orderId: string) => `order-${orderId}`;
