import { z } from 'zod';
import { csvImportResultSchema } from '../platform/csvImport';

/** Spec 03 §7 admin/venueProducts-csv: the template's headings; product is a catalogue sku or title. */
export const venueProductsCsvHeadings = ['product', 'zone', 'defaultQuantity'] as const;

export const venueProductsCsvMessages = {
  chooseVenue: 'Choose a venue first',
  productNotFound: "No product with this sku or title among the venue's suppliers",
  productRequired: 'Please give the product sku or title',
  cleared: 'All products of the venue were removed',
  clearConfirm: "Are you sure you want to remove all of this venue's products?",
} as const;

/** One row as spec 03 §7 answers it in the `error` and `exists` lists. */
export const venueProductsCsvRowSchema = z.object({
  product: z.string(),
  zone: z.string(),
  defaultQuantity: z.string(),
  /** Why the row was refused; only on `error` rows. */
  reason: z.string().optional(),
});
export type VenueProductsCsvRow = z.infer<typeof venueProductsCsvRowSchema>;

export const venueProductsCsvQuerySchema = z.object({ venueId: z.string().min(1).max(100) });

export const venueProductsCsvResultSchema = csvImportResultSchema.extend({
  venueId: z.string(),
  added: z.array(venueProductsCsvRowSchema),
  exists: z.array(venueProductsCsvRowSchema),
  error: z.array(venueProductsCsvRowSchema),
});
export type VenueProductsCsvResult = z.infer<typeof venueProductsCsvResultSchema>;

export const venueProductParamsByProductSchema = z.object({
  venueId: z.string().min(1).max(100),
  productId: z.string().min(1).max(100),
});

export const venueProductsClearedSchema = z.object({ venueId: z.string(), removed: z.number().int().nonnegative() });
