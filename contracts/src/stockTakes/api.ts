import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { receivedSourceSchema, stockQuantitySchema, stockTakeLineChangeSchema, stockTakeLineSchema } from './events';
import { stockReportKinds } from './messages';

const pence = z.number().int().nonnegative();

export const stockTakeParamsSchema = z.object({
  venueId: z.string().min(1).max(200),
  stockTakeId: z.string().min(1).max(200),
});
export const stockReportParamsSchema = stockTakeParamsSchema.extend({ kind: z.enum(stockReportKinds) });

export const stockTakeSummarySchema = z.object({
  stockTakeId: z.string(),
  venueId: z.string(),
  fromPeriod: businessDateSchema,
  toPeriod: businessDateSchema,
  prevStockTakeId: z.string().nullable(),
  isLocked: z.boolean(),
  lockedAt: z.string().nullable(),
  createdAt: z.string(),
  lineCount: z.number().int().nonnegative(),
});
export type StockTakeSummary = z.infer<typeof stockTakeSummarySchema>;

export const stockTakesViewSchema = z.object({ stockTakes: z.array(stockTakeSummarySchema) });
export type StockTakesView = z.infer<typeof stockTakesViewSchema>;

export const createStockTakeBodySchema = z.object({
  fromPeriod: businessDateSchema,
  toPeriod: businessDateSchema,
  prevStockTakeId: z.string().min(1).max(200).nullable().optional(),
});
export type CreateStockTakeBody = z.infer<typeof createStockTakeBodySchema>;

export const lockStockTakeBodySchema = z.object({ locked: z.boolean() });

/** A product to add: one of the venue's catalogue products, or a stock product typed in. */
export const stockTakeProductToAddSchema = z.object({
  productId: z.string().min(1).max(200).optional(),
  title: z.string().max(300).optional(),
  supplierTitle: z.string().max(300).optional(),
  type: z.string().max(200).optional(),
  size: z.string().max(200).optional(),
  UoM: z.string().max(50).optional(),
  sku: z.string().max(200).optional(),
  /** Pence ex VAT; above 0 for a typed-in stock product. */
  price: pence.optional(),
  hasVat: z.boolean().optional(),
  inStock: stockQuantitySchema.default(0),
  wastage: stockQuantitySchema.default(0),
  parLevel: stockQuantitySchema.nullable().optional(),
});
export type StockTakeProductToAdd = z.infer<typeof stockTakeProductToAddSchema>;

/** Spec 02 §7: Save changes sends both lists in one request. */
export const saveStockTakeBodySchema = z.object({
  toAdd: z.array(stockTakeProductToAddSchema).max(5000).default([]),
  toUpdate: z.array(stockTakeLineChangeSchema).max(5000).default([]),
});
export type SaveStockTakeBody = z.infer<typeof saveStockTakeBodySchema>;

export const movementFlagSchema = z.enum(['counted more than there was', 'large usage']);

export const stockTakeSheetLineSchema = stockTakeLineSchema.extend({
  /** False for a product that arrived since the stock take was created: saving a count adds it. */
  onSheet: z.boolean(),
  /** Received since the last stock take (qtySinceLastStockTake). */
  received: stockQuantitySchema,
  /** Where the received figure comes from; null when nothing arrived. */
  receivedSource: receivedSourceSchema.nullable(),
  usage: z.number(),
  usageValue: z.number().int(),
  flag: movementFlagSchema.nullable(),
});
export type StockTakeSheetLine = z.infer<typeof stockTakeSheetLineSchema>;

export const stockTakeDetailSchema = z.object({
  stockTake: stockTakeSummarySchema,
  venueTitle: z.string(),
  /** The first day counted as received: the day after the previous stock take, or this one's start. */
  receivedFrom: businessDateSchema,
  lines: z.array(stockTakeSheetLineSchema),
  totals: z.object({ stockValue: pence, wastageValue: pence }),
});
export type StockTakeDetail = z.infer<typeof stockTakeDetailSchema>;

const valueSchema = z.object({ net: pence, vat: pence, gross: pence });

export const stockReportLineSchema = z.object({
  lineId: z.string(),
  title: z.string(),
  supplierTitle: z.string(),
  sku: z.string(),
  size: z.string(),
  UoM: z.string(),
  price: pence,
  hasVat: z.boolean(),
  quantity: z.number(),
  value: valueSchema,
  usage: z.number(),
  flag: movementFlagSchema.nullable(),
});
export type StockReportLine = z.infer<typeof stockReportLineSchema>;

export const stockReportSchema = z.object({
  kind: z.enum(stockReportKinds),
  stockTake: stockTakeSummarySchema,
  venue: z.object({ title: z.string(), address: z.array(z.string()) }),
  lines: z.array(stockReportLineSchema),
  totals: valueSchema,
});
export type StockReport = z.infer<typeof stockReportSchema>;

export const suggestedOrdersSchema = z.object({
  countedOn: businessDateSchema,
  orders: z.array(
    z.object({
      supplierId: z.string(),
      supplierTitle: z.string(),
      deliveryDate: businessDateSchema,
      total: pence,
      minOrderValue: pence,
      toppedUpToMinimum: z.boolean(),
      lines: z.array(
        z.object({
          productId: z.string(),
          title: z.string(),
          quantity: z.number().int().positive(),
          expectedOnDelivery: z.number(),
          parLevel: z.number(),
        }),
      ),
    }),
  ),
});
export type SuggestedOrders = z.infer<typeof suggestedOrdersSchema>;
