import { z } from 'zod';
import { shoppingListMessages } from './rules';

export const venueProductSchema = z.object({
  venueProductId: z.string(),
  productId: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierTitle: z.string(),
  title: z.string(),
  sku: z.string(),
  size: z.string(),
  UoM: z.string(),
  type: z.string(),
  zone: z.string(),
  secondaryZone: z.string(),
  isFavourite: z.boolean(),
  monthlyLimit: z.number().int().nullable(),
  specialPrice: z.number().int().nullable(),
  OMSSpecialPrice: z.number().int().nullable(),
  /** The catalogue's current venue price (pence ex VAT), or a custom product's own; null when neither is known. */
  OMSPrice: z.number().int().nullable(),
  hasVat: z.boolean(),
  isCustom: z.boolean(),
  /** Spec 01 "Venue product": the quantity the basket starts from; null when none was given. */
  defaultQuantity: z.number().int().positive().nullable(),
});
export type VenueProduct = z.infer<typeof venueProductSchema>;

export const shoppingListSchema = z.object({
  products: z.array(venueProductSchema),
  /** The venue's secondary zones, offered when editing a product. */
  secondaryZones: z.array(z.string()),
  isPricesHidden: z.boolean(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const text = z.string().trim().max(100).default('');
const numeric = z.number({ error: shoppingListMessages.numeric });
/** Spec 01 §5: a special price is above 0 or empty (null). */
const specialPence = numeric.int().positive({ error: shoppingListMessages.aboveZero }).nullable().default(null);

/** Spec 02 §4 add-to-shopping-list payload, from the catalogue's 'Add to your products' form. */
export const addVenueProductBodySchema = z.object({
  productId: z.string().min(1),
  zone: text,
  secondaryZone: text,
  type: text,
  isFavourite: z.boolean().default(false),
});
export type AddVenueProductBody = z.input<typeof addVenueProductBodySchema>;

/** The 'Provide Product Information' modal: a product the catalogue does not hold. */
export const addCustomProductBodySchema = z.object({
  title: z
    .string({ error: shoppingListMessages.titleRequired })
    .trim()
    .min(1, { error: shoppingListMessages.titleRequired })
    .max(200),
  supplierTitle: text,
  sku: text,
  size: text,
  UoM: text,
  /** Pence. */
  price: numeric.int().nonnegative().nullable().default(null),
  type: text,
  zone: text,
  secondaryZone: text,
});
export type AddCustomProductBody = z.input<typeof addCustomProductBodySchema>;

export const changeVenueProductBodySchema = z.object({
  zone: text,
  secondaryZone: text,
  type: text,
  /** Spec 01 §5: blank (null) means no limit. */
  monthlyLimit: numeric
    .int({ error: shoppingListMessages.wholeLimit })
    .positive({ error: shoppingListMessages.wholeLimit })
    .nullable()
    .default(null),
  specialPrice: specialPence,
  OMSSpecialPrice: specialPence,
});
export type ChangeVenueProductBody = z.input<typeof changeVenueProductBodySchema>;

export const favouriteBodySchema = z.object({ isFavourite: z.boolean() });

export const venueProductParamsSchema = z.object({
  venueId: z.string().min(1),
  venueProductId: z.string().min(1),
});
