import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

const instant = z.iso.datetime();
const pence = z.number().int().nonnegative();
/** Counts are units, or kg / g for weighed lines: never negative, at most three decimals. */
export const stockQuantitySchema = z.number().nonnegative().max(1_000_000);

/** Spec 02 §3 "Stock take product": one counted line, its price held as at creation (pence ex VAT). */
export const stockTakeLineSchema = z.object({
  lineId: z.string(),
  /** The catalogue product, or null for a stock product typed in on the stock take. */
  productId: z.string().nullable(),
  supplierId: z.string().nullable(),
  title: z.string(),
  type: z.string(),
  size: z.string(),
  UoM: z.string(),
  supplierTitle: z.string(),
  sku: z.string(),
  price: pence,
  OMSPrice: pence.nullable(),
  hasVat: z.boolean(),
  /** The previous stock take's count of the product. */
  lastQuantity: stockQuantitySchema,
  inStock: stockQuantitySchema,
  wastage: stockQuantitySchema,
  /** The level the manager wants on the shelf after each delivery; null when not set. */
  parLevel: stockQuantitySchema.nullable(),
});
export type StockTakeLine = z.infer<typeof stockTakeLineSchema>;

export const stockTakeLineChangeSchema = z.object({
  lineId: z.string(),
  inStock: stockQuantitySchema.optional(),
  wastage: stockQuantitySchema.optional(),
  price: pence.optional(),
  parLevel: stockQuantitySchema.nullable().optional(),
});
export type StockTakeLineChange = z.infer<typeof stockTakeLineChangeSchema>;

export const receivedSources = ['receipted', 'ordered'] as const;
export const receivedSourceSchema = z.enum(receivedSources);
export type ReceivedSource = z.infer<typeof receivedSourceSchema>;

/** What arrived for a line since the last stock take: receipted quantities, or ordered where not receipted. */
export const receivedQuantitySchema = z.object({
  lineId: z.string(),
  quantity: stockQuantitySchema,
  source: receivedSourceSchema,
});
export type ReceivedQuantity = z.infer<typeof receivedQuantitySchema>;

export const stockTakeCreatedSchema = z.object({
  stockTakeId: z.string(),
  venueId: z.string(),
  fromPeriod: businessDateSchema,
  toPeriod: businessDateSchema,
  prevStockTakeId: z.string().nullable(),
  createdAt: instant,
  /** Every product of the previous count and every product bought in the period, prices as held now. */
  lines: z.array(stockTakeLineSchema),
});
export type StockTakeCreated = z.infer<typeof stockTakeCreatedSchema>;

/** Save changes (spec 02 §7): the edited lines and the added ones in one event. */
export const stockTakeCountedSchema = z.object({
  stockTakeId: z.string(),
  venueId: z.string(),
  updated: z.array(stockTakeLineChangeSchema),
  added: z.array(stockTakeLineSchema),
});
export type StockTakeCounted = z.infer<typeof stockTakeCountedSchema>;

/**
 * The design card's "lock stock take". The received quantities and the products bought since
 * creation are frozen into the event, so a locked stock take's reports never move afterwards.
 */
export const stockTakeLockedSchema = z.object({
  stockTakeId: z.string(),
  venueId: z.string(),
  lockedAt: instant,
  received: z.array(receivedQuantitySchema),
  added: z.array(stockTakeLineSchema),
});
export type StockTakeLocked = z.infer<typeof stockTakeLockedSchema>;

export const stockTakeUnlockedSchema = z.object({ stockTakeId: z.string(), venueId: z.string(), unlockedAt: instant });
export type StockTakeUnlocked = z.infer<typeof stockTakeUnlockedSchema>;

export const stockTakeDeletedSchema = z.object({ stockTakeId: z.string(), venueId: z.string(), deletedAt: instant });
export type StockTakeDeleted = z.infer<typeof stockTakeDeletedSchema>;

export const stockTakeEventSchemas = {
  StockTakeCreated: { schemaVersion: 1, schema: stockTakeCreatedSchema },
  StockTakeCounted: { schemaVersion: 1, schema: stockTakeCountedSchema },
  StockTakeLocked: { schemaVersion: 1, schema: stockTakeLockedSchema },
  StockTakeUnlocked: { schemaVersion: 1, schema: stockTakeUnlockedSchema },
  StockTakeDeleted: { schemaVersion: 1, schema: stockTakeDeletedSchema },
} as const;

export type StockTakeEvent =
  | { type: 'StockTakeCreated'; data: StockTakeCreated }
  | { type: 'StockTakeCounted'; data: StockTakeCounted }
  | { type: 'StockTakeLocked'; data: StockTakeLocked }
  | { type: 'StockTakeUnlocked'; data: StockTakeUnlocked }
  | { type: 'StockTakeDeleted'; data: StockTakeDeleted };

export const stockTakeEventTypes = Object.keys(stockTakeEventSchemas) as StockTakeEvent['type'][];

export const stockTakeStreamId = (stockTakeId: string) => `stockTake-${stockTakeId}`;

/**
 * The days a venue's stock takes cover, on one stream per venue: two creations racing for the same
 * days append to it at the same revision, so only one of them is recorded (spec 02 §2.9: no overlap).
 */
export const stockTakePeriodClaimedSchema = z.object({
  stockTakeId: z.string(),
  venueId: z.string(),
  fromPeriod: businessDateSchema,
  toPeriod: businessDateSchema,
});
export type StockTakePeriodClaimed = z.infer<typeof stockTakePeriodClaimedSchema>;

/** A deleted stock take gives its days back. */
export const stockTakePeriodReleasedSchema = z.object({ stockTakeId: z.string(), venueId: z.string() });
export type StockTakePeriodReleased = z.infer<typeof stockTakePeriodReleasedSchema>;

export const stockTakePeriodEventSchemas = {
  StockTakePeriodClaimed: { schemaVersion: 1, schema: stockTakePeriodClaimedSchema },
  StockTakePeriodReleased: { schemaVersion: 1, schema: stockTakePeriodReleasedSchema },
} as const;

export type StockTakePeriodEvent =
  | { type: 'StockTakePeriodClaimed'; data: StockTakePeriodClaimed }
  | { type: 'StockTakePeriodReleased'; data: StockTakePeriodReleased };

export const stockTakePeriodsStreamId = (venueId: string) => `stockTakePeriods-${venueId}`;
