import { z } from 'zod';

const penceOrNull = z.number().int().positive().nullable();

export const venueProductAddedSchema = z.object({
  venueId: z.string(),
  venueProductId: z.string(),
  /** The catalogue product; null for a custom product the venue described itself. */
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
  /** Custom products carry their own price in pence; catalogue products follow the catalogue. */
  customPrice: penceOrNull,
  /** Spec 03 §7: the quantity an admin's venue products CSV gave; absent on products the venue added. */
  defaultQuantity: z.number().int().positive().optional(),
});
export type VenueProductAdded = z.infer<typeof venueProductAddedSchema>;

export const venueProductChangedSchema = z.object({
  venueId: z.string(),
  venueProductId: z.string(),
  zone: z.string(),
  secondaryZone: z.string(),
  type: z.string(),
  /** Spec 01 §5: blank means no limit. */
  monthlyLimit: z.number().int().positive().nullable(),
  /** Pence; spec 01 §5: above 0 or empty. */
  specialPrice: penceOrNull,
  OMSSpecialPrice: penceOrNull,
});
export type VenueProductChanged = z.infer<typeof venueProductChangedSchema>;

export const venueProductFavouriteSetSchema = z.object({
  venueId: z.string(),
  venueProductId: z.string(),
  isFavourite: z.boolean(),
});
export type VenueProductFavouriteSet = z.infer<typeof venueProductFavouriteSetSchema>;

export const venueProductRemovedSchema = z.object({ venueId: z.string(), venueProductId: z.string() });
export type VenueProductRemoved = z.infer<typeof venueProductRemovedSchema>;

export const shoppingListEventSchemas = {
  VenueProductAdded: { schemaVersion: 1, schema: venueProductAddedSchema },
  VenueProductChanged: { schemaVersion: 1, schema: venueProductChangedSchema },
  VenueProductFavouriteSet: { schemaVersion: 1, schema: venueProductFavouriteSetSchema },
  VenueProductRemoved: { schemaVersion: 1, schema: venueProductRemovedSchema },
} as const;

export type ShoppingListEvent =
  | { type: 'VenueProductAdded'; data: VenueProductAdded }
  | { type: 'VenueProductChanged'; data: VenueProductChanged }
  | { type: 'VenueProductFavouriteSet'; data: VenueProductFavouriteSet }
  | { type: 'VenueProductRemoved'; data: VenueProductRemoved };

/** One stream per venue: a product appears once on its list, which only the whole list can tell. */
export const shoppingListStreamId = (venueId: string) => `shoppingList-${venueId}`;
