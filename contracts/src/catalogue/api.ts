import { z } from 'zod';

export const catalogueProductSchema = z.object({
  productId: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  type: z.string(),
  /** Pence ex VAT. */
  OMSPrice: z.number().int(),
  hasVat: z.boolean(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueListSchema = z.object({
  products: z.array(catalogueProductSchema),
  total: z.number().int(),
});
export type CatalogueList = z.infer<typeof catalogueListSchema>;

/** Spec 01 §9: search over title, SKU, supplier title, zone and type. */
export const catalogueSearchFields = ['title', 'sku', 'supplierTitle', 'zone', 'type'] as const;
export type CatalogueSearchField = (typeof catalogueSearchFields)[number];
/** Spec 01 §9: the default fields and page size of the catalogue search. */
export const defaultCatalogueSearchFields: readonly CatalogueSearchField[] = ['title', 'sku', 'supplierTitle'];
export const defaultCatalogueSearchLimit = 200;
/** Spec 01 §9: a word equal to a search word counts 100, a word that merely starts with it 10. */
export const catalogueSearchBoost = { exact: 100, partial: 10 } as const;

const fieldListSchema = z
  .string()
  .transform((value) => value.split(',').map((field) => field.trim()))
  .pipe(
    z
      .array(
        z.enum(catalogueSearchFields, {
          error: `Search fields are ${catalogueSearchFields.join(', ')}`,
        }),
      )
      .min(1),
  );

export const catalogueSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, { error: 'Type something to search for' })
    .max(100, { error: 'Search terms are at most 100 characters' }),
  /** Comma-separated; defaults to title, SKU and supplier. */
  fields: fieldListSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(defaultCatalogueSearchLimit),
});
export type CatalogueSearchQuery = z.infer<typeof catalogueSearchQuerySchema>;

export const catalogueSearchResultSchema = z.object({
  /** How many products match, of which the best `limit` are listed. */
  total: z.number().int(),
  products: z.array(catalogueProductSchema.extend({ score: z.number() })),
});
export type CatalogueSearchResult = z.infer<typeof catalogueSearchResultSchema>;

export const supplierParamsSchema = z.object({ supplierId: z.string().min(1) });

/** The supplier portal's header and its pages start from this (spec 03 Supplier portal shell). */
export const supplierProfileSchema = z.object({
  supplierId: z.string(),
  title: z.string(),
  deliveryDays: z.array(z.string()),
  cutOffTime: z.string(),
  integrationType: z.string().nullable(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;
