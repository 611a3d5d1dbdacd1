import { z } from 'zod';
import { weekdaySchema } from '../platform/dates';
import { allergenListSchema } from '../recipes/allergens';

export const pricingUnits = ['Kg', 'Each', 'Pack', 'Box'] as const;

export const supplierOnboardedSchema = z.object({
  supplierId: z.string(),
  title: z.string(),
  deliveryDays: z.array(weekdaySchema),
  /** Latest time (HH:mm, Europe/London) an order is taken for the next delivery. */
  cutOffTime: z.string().regex(/^\d{2}:\d{2}$/),
  integrationType: z.string().nullable(),
  /** Where order e-mails go (spec 03 supplier emailAddress), lowercased; absent on suppliers onboarded before. */
  emailAddress: z.string().optional(),
  /** Further addresses copied on every order e-mail (spec 03 secondEmailAddresses). */
  secondEmailAddresses: z.array(z.string()).optional(),
  /** The rest of spec 03 §3's supplier, entered by an admin; absent on suppliers onboarded before. */
  secondTitle: z.string().optional(),
  phoneNumber: z.string().optional(),
  accountNumber: z.string().optional(),
  /** Pence. */
  minOrderValue: z.number().int().nonnegative().optional(),
  logoUrl: z.string().optional(),
  vendorCode: z.string().optional(),
  dc: z.string().optional(),
  allowsCreditPurchase: z.boolean().optional(),
});
export type SupplierOnboarded = z.infer<typeof supplierOnboardedSchema>;

/** An admin changed a supplier's details (spec 03 Admin Suppliers); every field is the new value. */
export const supplierDetailsEditedSchema = supplierOnboardedSchema.required().extend({
  integrationType: z.string().nullable(),
});
export type SupplierDetailsEdited = z.infer<typeof supplierDetailsEditedSchema>;

/** An admin deleted the supplier; past orders keep its name, new screens no longer list it. */
export const supplierRemovedSchema = z.object({ supplierId: z.string(), removedAt: z.string() });
export type SupplierRemoved = z.infer<typeof supplierRemovedSchema>;

/** An admin rebuilt the supplier's product search index (spec 03 §4 search index states). */
export const supplierSearchIndexRebuiltSchema = z.object({
  supplierId: z.string(),
  success: z.boolean(),
  recordsUpserted: z.number().int().nonnegative(),
  rebuiltAt: z.string(),
});
export type SupplierSearchIndexRebuilt = z.infer<typeof supplierSearchIndexRebuiltSchema>;

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
  /** Where a venue usually keeps it (Chilled, Frozen, Ambient, Bar, Cellar...); searchable. */
  zone: z.string().optional(),
  /** Supplier price in pence, ex VAT: what the basket charges. */
  OMSPrice: z.number().int().nonnegative(),
  /** Customer (list) price in pence. */
  price: z.number().int().nonnegative(),
  hasVat: z.boolean(),
  /** Global Location Number for the dataplus integration; kept only when numeric (spec 01 §5). */
  GLN: z.string().regex(/^\d+$/).optional(),
  /** Which of the 14 allergens the product contains; absent on products listed before allergens were kept. */
  allergens: allergenListSchema.optional(),
  /** Spec 03 §3: the unit the price is for; absent means the UoM. */
  pricedBy: z.enum(pricingUnits).optional(),
  /** The product image's id in the image service (a pasted image URL is reduced to it). */
  cloudinaryImageId: z.string().optional(),
});
export type ProductListed = z.infer<typeof productListedSchema>;

export const productPriceChangedSchema = z.object({
  productId: z.string(),
  supplierId: z.string(),
  /** New supplier price in pence, ex VAT. */
  OMSPrice: z.number().int().nonnegative(),
  /** New customer (list) price in pence. */
  price: z.number().int().nonnegative(),
  /** When the new price applies (ISO UTC); the 14-day price-change flag counts from here. */
  changedAt: z.string(),
});
export type ProductPriceChanged = z.infer<typeof productPriceChangedSchema>;

/** A supplier or an admin corrected the product's details; a price change is its own ProductPriceChanged. */
export const productEditedSchema = productListedSchema
  .omit({ supplierTitle: true, zone: true, OMSPrice: true, price: true, allergens: true })
  .extend({ changedAt: z.string() });
export type ProductEdited = z.infer<typeof productEditedSchema>;

/** Spec 03: a deleted product leaves catalogues and search; its stream and past orders keep it. */
export const productDeletedSchema = z.object({ productId: z.string(), supplierId: z.string(), deletedAt: z.string() });
export type ProductDeleted = z.infer<typeof productDeletedSchema>;

/** A supplier or an admin corrected the product's allergens; dishes using it then need a review. */
export const productAllergensChangedSchema = z.object({
  productId: z.string(),
  supplierId: z.string(),
  allergens: allergenListSchema,
  changedAt: z.string(),
});
export type ProductAllergensChanged = z.infer<typeof productAllergensChangedSchema>;

/**
 * Spec 02 §2.6 Edit GLN and §7 "Update a product's GLN": a venue with the dataplus integration
 * corrected the product's Global Location Number from its orders integration screen.
 */
export const productGlnSetSchema = z.object({
  productId: z.string(),
  supplierId: z.string(),
  GLN: z.string().regex(/^\d+$/),
  /** The venue that set it: the supplier's own edits come as ProductEdited. */
  venueId: z.string(),
  setAt: z.string(),
});
export type ProductGlnSet = z.infer<typeof productGlnSetSchema>;

export const productPriceNotificationClearedSchema = z.object({
  accountId: z.string(),
  productId: z.string(),
  /** The change this clears: a later change of price flags the product again. */
  priceChangedAt: z.string(),
});
export type ProductPriceNotificationCleared = z.infer<typeof productPriceNotificationClearedSchema>;

export const catalogueEventSchemas = {
  SupplierOnboarded: { schemaVersion: 1, schema: supplierOnboardedSchema },
  SupplierDetailsEdited: { schemaVersion: 1, schema: supplierDetailsEditedSchema },
  SupplierRemoved: { schemaVersion: 1, schema: supplierRemovedSchema },
  SupplierSearchIndexRebuilt: { schemaVersion: 1, schema: supplierSearchIndexRebuiltSchema },
  ProductListed: { schemaVersion: 1, schema: productListedSchema },
  ProductPriceChanged: { schemaVersion: 1, schema: productPriceChangedSchema },
  ProductAllergensChanged: { schemaVersion: 1, schema: productAllergensChangedSchema },
  ProductPriceNotificationCleared: { schemaVersion: 1, schema: productPriceNotificationClearedSchema },
  ProductEdited: { schemaVersion: 1, schema: productEditedSchema },
  ProductDeleted: { schemaVersion: 1, schema: productDeletedSchema },
  ProductGlnSet: { schemaVersion: 1, schema: productGlnSetSchema },
} as const;

export type CatalogueEvent =
  | { type: 'SupplierOnboarded'; data: SupplierOnboarded }
  | { type: 'SupplierDetailsEdited'; data: SupplierDetailsEdited }
  | { type: 'SupplierRemoved'; data: SupplierRemoved }
  | { type: 'SupplierSearchIndexRebuilt'; data: SupplierSearchIndexRebuilt }
  | { type: 'ProductListed'; data: ProductListed }
  | { type: 'ProductPriceChanged'; data: ProductPriceChanged }
  | { type: 'ProductAllergensChanged'; data: ProductAllergensChanged }
  | { type: 'ProductPriceNotificationCleared'; data: ProductPriceNotificationCleared }
  | { type: 'ProductEdited'; data: ProductEdited }
  | { type: 'ProductDeleted'; data: ProductDeleted }
  | { type: 'ProductGlnSet'; data: ProductGlnSet };

export const supplierStreamId = (supplierId: string) => `supplier-${supplierId}`;
export const productStreamId = (productId: string) => `product-${productId}`;
/** Spec 01 §4: price notifications are cleared per account, so each account has its own stream of clears. */
export const priceNotificationsStreamId = (accountId: string) => `priceNotifications-${accountId}`;
