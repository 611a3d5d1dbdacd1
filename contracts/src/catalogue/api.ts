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
