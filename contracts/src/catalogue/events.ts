import { z } from 'zod';
import { weekdaySchema } from '../platform/dates';

export const pricingUnits = ['Kg', 'Each', 'Pack', 'Box'] as const;

export const supplierOnboardedSchema = z.object({
  supplierId: z.string(),
  title: z.string(),
  deliveryDays: z.array(weekdaySchema),
  /** Latest time (HH:mm, Europe/London) an order is taken for the next delivery. */
  cutOffTime: z.string().regex(/^\d{2}:\d{2}$/),
  integrationType: z.string().nullable(),
});
export type SupplierOnboarded = z.infer<typeof supplierOnboardedSchema>;

export const productListedSchema = z.object({
  productId: z.string(),
  supplierId: z.string(),
  /** Copied from the supplier when listed, so screens need no join. */
  supplierTitle: z.string(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.enum(pricingUnits),
  type: z.string(),
  /** Supplier price in pence, ex VAT: what the basket charges. */
  OMSPrice: z.number().int().nonnegative(),
  /** Customer (list) price in pence. */
  price: z.number().int().nonnegative(),
  hasVat: z.boolean(),
});
export type ProductListed = z.infer<typeof productListedSchema>;

export const catalogueEventSchemas = {
  SupplierOnboarded: { schemaVersion: 1, schema: supplierOnboardedSchema },
  ProductListed: { schemaVersion: 1, schema: productListedSchema },
} as const;

export type CatalogueEvent =
  | { type: 'SupplierOnboarded'; data: SupplierOnboarded }
  | { type: 'ProductListed'; data: ProductListed };

export const supplierStreamId = (supplierId: string) => `supplier-${supplierId}`;
export const productStreamId = (productId: string) => `product-${productId}`;
