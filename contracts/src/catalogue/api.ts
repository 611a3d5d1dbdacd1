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

/** Spec 01 §9 and spec 02 §2.2: the catalogue's first page holds 200 products; the pager offers these sizes. */
export const defaultCataloguePageSize = 200;
export const cataloguePageSizes = [10, 20, 50, 100, 200, 250] as const;
/** Spec 01 §4: a price change is flagged for 14 days. */
export const priceChangeWindowDays = 14;

export const priceChangeSchema = z.object({
  /** Spec 01 §4: down when the price is below the former price, otherwise up. */
  direction: z.enum(['up', 'down']),
  /** The former venue price in pence ex VAT. */
  previousOMSPrice: z.number().int(),
  changedAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A catalogue row as the venue sees it: the product, its price-change flag and whether it is on the shopping list. */
export const catalogueRowSchema = catalogueProductSchema.extend({
  GLN: z.string().nullable(),
  zone: z.string().nullable(),
  /** Null when there is no change within 14 days, this account cleared it, or the venue hides price changes. */
  priceChange: priceChangeSchema.nullable(),
  isOnShoppingList: z.boolean(),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

/** Which columns the venue's catalogue shows (spec 02 §2.2). */
export const catalogueColumnsSchema = z.object({
  /** Admins see prices only when the venue does not hide them; everyone else always. */
  price: z.boolean(),
  /** Only with the dataplus integration. */
  gln: z.boolean(),
});
export type CatalogueColumns = z.infer<typeof catalogueColumnsSchema>;

/** The catalogue columns a venue can sort by; `price` is what the venue pays (with VAT where it applies). */
export const catalogueSortColumns = ['title', 'sku', 'supplierTitle', 'size', 'UoM', 'price'] as const;
export type CatalogueSortColumn = (typeof catalogueSortColumns)[number];
export const catalogueSortDirections = ['asc', 'desc'] as const;
export type CatalogueSortDirection = (typeof catalogueSortDirections)[number];
export interface CatalogueSort {
  column: CatalogueSortColumn;
  direction: CatalogueSortDirection;
}
/** Title A to Z, as the catalogue has always listed. */
export const defaultCatalogueSort: CatalogueSort = { column: 'title', direction: 'asc' };
/** The deepest row a page may start at: far past any catalogue, and a bound on the work of one request. */
export const catalogueMaxOffset = 5_000_000;

export const catalogueListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** The first row of the page, counted from 0; given, it is used instead of `page`. */
  offset: z.coerce
    .number({ error: 'Offset is a whole number of rows' })
    .int({ error: 'Offset is a whole number of rows' })
    .min(0, { error: 'Offset is a whole number of rows' })
    .max(catalogueMaxOffset, { error: `Offset is at most ${catalogueMaxOffset.toLocaleString('en-GB')}` })
    .optional(),
  sort: z
    .enum(catalogueSortColumns, { error: `The catalogue sorts by ${catalogueSortColumns.join(', ')}` })
    .default(defaultCatalogueSort.column),
  order: z
    .enum(catalogueSortDirections, { error: `Sort order is ${catalogueSortDirections.join(' or ')}` })
    .default(defaultCatalogueSort.direction),
  limit: z.coerce
    .number()
    .int()
    .refine((limit) => (cataloguePageSizes as readonly number[]).includes(limit), {
      error: `Page sizes are ${cataloguePageSizes.join(', ')}`,
    })
    .default(defaultCataloguePageSize),
});
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;

/** Admin switches for the catalogue of one venue. */
export const catalogueOptionsBodySchema = z.object({
  dataplusIntegration: z.boolean(),
  isPriceChangesVisible: z.boolean(),
});
export type CatalogueOptionsBody = z.infer<typeof catalogueOptionsBodySchema>;

export const catalogueListSchema = z.object({
  products: z.array(catalogueRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Suppliers whose products the venue can see: none means the 'no suppliers available' state. */
  supplierCount: z.number().int(),
  columns: catalogueColumnsSchema,
  /** The venue's switches, for the admin's catalogue options. */
  options: catalogueOptionsBodySchema,
  /** Price changes among the venue's suppliers' products over the last 14 days. */
  analytics: z.object({ priceRises: z.number().int(), priceDrops: z.number().int() }),
});
export type CatalogueList = z.infer<typeof catalogueListSchema>;

export const catalogueProductParamsSchema = z.object({ venueId: z.string().min(1), productId: z.string().min(1) });

export const clearedPriceNotificationSchema = z.object({ productId: z.string(), priceChangedAt: z.string() });

export const catalogueMessages = {
  emptyTerm: 'Please enter a search term',
  searchFailed: 'Something went wrong when searching. Please try again.',
  noPriceChange: 'This product has no price change to clear',
} as const;

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

/** The longest search term the catalogue takes; the search box refuses more as the user types. */
export const catalogueSearchTermMaxLength = 100;

export const catalogueSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a search term' })
    .max(catalogueSearchTermMaxLength, {
      error: `Search terms are at most ${catalogueSearchTermMaxLength} characters`,
    }),
  /** Comma-separated; defaults to title, SKU and supplier. */
  fields: fieldListSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(defaultCatalogueSearchLimit),
});
export type CatalogueSearchQuery = z.infer<typeof catalogueSearchQuerySchema>;

export const catalogueSearchResultSchema = z.object({
  /** How many products match, of which the best `limit` are listed. */
  total: z.number().int(),
  products: z.array(catalogueRowSchema.extend({ score: z.number() })),
  columns: catalogueColumnsSchema,
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
