import { z } from 'zod';
import { toCsv } from '../platform/csv';
import { businessDateSchema } from '../platform/dates';
import { allergenListSchema } from '../recipes/allergens';
import { pricingUnits } from './events';

/** Spec 03 §2 and §9: the products page shows 250 products at first; the pager offers these sizes. */
export const supplierProductPageSizes = [10, 20, 50, 100, 250, 500] as const;
export const defaultSupplierProductPageSize = 250;

/** Spec 03 §5 and §8, word for word. */
export const supplierProductMessages = {
  mustBeFilled: 'Title, SKU, Size, OMSPrice, Supplier fields must be fulfilled',
  mustBeNumeric: 'Data in this field must be a numeric',
  chooseSupplier: 'Choose a supplier first',
  chooseFile: 'Choose a file first',
  unparsable: "Selected file could not be parsed. Are you sure it's a CSV file?",
  notUploaded: 'The following product(s) could not be uploaded',
  skipped: 'The following product(s) already exist and have been skipped',
  uploadFailed: 'An error occurred on the server-side. Could not upload CSV.',
  deleteConfirm: 'Are you sure you want to delete this product?',
  noProducts: 'No products',
  skuTaken: 'Another product of this supplier already has this SKU',
  dateInFuture: 'A price file applies from today or an earlier day, not a future one',
} as const;

/** Spec 03 §3: the export's fields, in order; the upload takes the same file back. */
export const supplierProductCsvHeadings = [
  '_id',
  'sku',
  'title',
  'type',
  'size',
  'CustomerPrice',
  'GLN',
  'SupplierPrice',
  'UoM',
  'pricedBy',
  'hasVat',
  'supplier',
  'cloudinaryImageId',
  'archive',
] as const;

export const supplierProductRowSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  type: z.string(),
  size: z.string(),
  UoM: z.enum(pricingUnits),
  pricedBy: z.enum(pricingUnits),
  /** Customer (list) price, pence. */
  price: z.number().int(),
  /** Supplier price, pence ex VAT. */
  OMSPrice: z.number().int(),
  hasVat: z.boolean(),
  GLN: z.string().nullable(),
  cloudinaryImageId: z.string().nullable(),
  previousOMSPrice: z.number().int().nullable(),
  priceChangedAt: z.string().nullable(),
  /** Spec 03 / 02 §3: the product's allergens, edited on the allergen screen. */
  allergens: allergenListSchema.optional(),
});
export type SupplierProductRow = z.infer<typeof supplierProductRowSchema>;

export const supplierProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (supplierProductPageSizes as readonly number[]).includes(size), {
      message: `Page sizes are ${supplierProductPageSizes.join(', ')}`,
    })
    .default(defaultSupplierProductPageSize),
  /** Title, SKU or type contains this (case-insensitive). */
  term: z.string().trim().max(100).optional(),
});

export const supplierProductListSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  products: z.array(supplierProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SupplierProductList = z.infer<typeof supplierProductListSchema>;

const filled = z
  .string({ error: supplierProductMessages.mustBeFilled })
  .trim()
  .min(1, supplierProductMessages.mustBeFilled);
const pence = z
  .number({ error: supplierProductMessages.mustBeNumeric })
  .int(supplierProductMessages.mustBeNumeric)
  .min(0, supplierProductMessages.mustBeNumeric)
  .max(999_999_999, supplierProductMessages.mustBeNumeric);

/** Spec 03 §5 "Create product": the body of Add product and Edit. */
export const supplierProductBodySchema = z.object({
  title: filled.max(300),
  sku: filled.max(100),
  size: filled.max(100),
  /** Customer price, pence. */
  price: pence,
  /** Supplier price, pence ex VAT. */
  OMSPrice: pence,
  UoM: z.enum(pricingUnits, { error: `UoM must be one of ${pricingUnits.join(', ')}` }),
  pricedBy: z.enum(pricingUnits).optional(),
  type: z.string().trim().max(100).optional(),
  hasVat: z.boolean().default(false),
  /** Kept only when it is all digits (spec 03 §3); anything else is dropped, not refused. */
  GLN: z.string().trim().max(50).optional(),
  /** An image id or a pasted image URL, which is reduced to its id. */
  image: z.string().trim().max(500).optional(),
});
export type SupplierProductBody = z.infer<typeof supplierProductBodySchema>;

export const supplierProductUploadQuerySchema = z.object({
  /** The day the uploaded prices take effect (spec 03: the supplier-date upload); today when absent. */
  date: businessDateSchema.optional(),
});

/** A GLN is kept only when numeric (spec 03 §3). */
export const keptGln = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? trimmed : undefined;
};

/**
 * Spec 03 §5: a pasted image URL is reduced to the image id, the path after the upload
 * segment and its version, without the extension; an id is kept as it is.
 */
export function imageIdOf(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return undefined;
  if (!/^https?:\/\//i.test(trimmed)) return trimmed.replace(/\.[a-z0-9]{2,5}$/i, '');
  let path: string;
  try {
    path = decodeURIComponent(new URL(trimmed).pathname);
  } catch {
    return undefined;
  }
  const afterUpload = path.split('/upload/')[1] ?? path.split('/').pop() ?? '';
  const segments = afterUpload.split('/').filter(Boolean);
  // Transformations (w_200,c_fill) and the version (v1699…) come before the id.
  const idStart = segments.findIndex((segment) => /^v\d+$/.test(segment));
  const idSegments = idStart >= 0 ? segments.slice(idStart + 1) : segments.filter((segment) => !segment.includes(','));
  const id = idSegments.join('/').replace(/\.[a-z0-9]{2,5}$/i, '');
  return id || undefined;
}

/** The file a supplier downloads: `products-{supplier}-{date}.csv`. */
export const supplierProductsFileName = (supplierTitle: string, date: string) =>
  `products-${supplierTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'supplier'}-${date}.csv`;

/** What a price file would change, shown before it is applied. */
export const priceFilePreviewSchema = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  newProducts: z.array(z.object({ sku: z.string(), title: z.string(), OMSPrice: z.number().int() })),
  priceChanges: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      title: z.string(),
      fromOMSPrice: z.number().int(),
      toOMSPrice: z.number().int(),
      /** Rounded to one decimal; positive for a rise. */
      percent: z.number(),
    }),
  ),
  archived: z.array(z.object({ productId: z.string(), sku: z.string(), title: z.string() })),
  unchanged: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), label: z.string(), reason: z.string() })),
  /** Listed products this file does not mention; an upload leaves them as they are. */
  notInFile: z.number().int(),
  /** Venues that buy from this supplier (its customers). */
  customers: z.number().int(),
  /** Open baskets and shopping lists holding a product whose price changes or that is archived. */
  openBaskets: z.number().int(),
  shoppingLists: z.number().int(),
});
export type PriceFilePreview = z.infer<typeof priceFilePreviewSchema>;

/** The change in percent, one decimal, positive for a rise; a price from nothing counts as 100 %. */
export function priceChangePercent(from: number, to: number): number {
  if (from === 0) return to === 0 ? 0 : 100;
  return Math.round(((to - from) / from) * 1000) / 10;
}

const poundsCell = (pence: number) => (pence / 100).toFixed(2);

/** Spec 03 §3: the products export; it is also the upload's template, so a download goes back up unchanged. */
export function supplierProductsCsv(supplierTitle: string, products: readonly SupplierProductRow[]): string {
  return toCsv([
    supplierProductCsvHeadings,
    ...products.map((product) => [
      product.productId,
      product.sku,
      product.title,
      product.type,
      product.size,
      poundsCell(product.price),
      product.GLN ?? '',
      poundsCell(product.OMSPrice),
      product.UoM,
      product.pricedBy,
      product.hasVat ? 'true' : 'false',
      supplierTitle,
      product.cloudinaryImageId ?? '',
      'false',
    ]),
  ]);
}
