import type { ShoppingListEvent, VenueProductAdded } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type VenueProductDocument = VenueProductAdded & {
  _id: string;
  monthlyLimit: number | null;
  specialPrice: number | null;
  OMSSpecialPrice: number | null;
  /** Lower-cased title: the list reads in title order. */
  titleKey: string;
  [key: string]: unknown;
};

/** The venue's shopping list ('Your venue's products'), one document per item. */
export const venueProductsProjection = defineProjection<VenueProductDocument, ShoppingListEvent>({
  name: 'venueProducts',
  collection: 'venueProducts',
  handles: ['VenueProductAdded', 'VenueProductChanged', 'VenueProductFavouriteSet', 'VenueProductRemoved'],
  indexes: [{ keys: { venueId: 1, titleKey: 1 } }],
  documentIds: (event) => [event.data.venueProductId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'VenueProductAdded':
        return {
          _id: event.data.venueProductId,
          ...event.data,
          monthlyLimit: null,
          specialPrice: null,
          OMSSpecialPrice: null,
          titleKey: event.data.title.toLowerCase(),
        };
      case 'VenueProductChanged': {
        if (!document) return null;
        const { venueId: _venueId, venueProductId: _id, ...changes } = event.data;
        return { ...document, ...changes };
      }
      case 'VenueProductFavouriteSet':
        return document ? { ...document, isFavourite: event.data.isFavourite } : null;
      case 'VenueProductRemoved':
        return null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
