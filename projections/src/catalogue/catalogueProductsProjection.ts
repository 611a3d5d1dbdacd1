import type { Allergen, CatalogueEvent, ProductListed } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

export type CatalogueProductDocument = ProductListed & {
  _id: string;
  allergens: Allergen[];
  /** Spec 02 §2.1: a supplier or an admin corrected the allergens by hand; dishes using it say "Edited By User". */
  allergensEditedByUser?: boolean;
  /** Supplier price before the latest change; null while the listed price still holds. */
  previousOMSPrice: number | null;
  previousPrice: number | null;
  priceChangedAt: string | null;
  /** Spec 03: a deleted product stays here for history (orders, recipes, stock takes) but leaves every list and search. */
  isDeleted?: boolean;
  [key: string]: unknown;
};

export const catalogueProductsProjection = defineProjection<
  CatalogueProductDocument,
  EventsOf<
    CatalogueEvent,
    | 'ProductListed'
    | 'ProductPriceChanged'
    | 'ProductAllergensChanged'
    | 'ProductEdited'
    | 'ProductDeleted'
    | 'ProductGlnSet'
  >
>({
  name: 'catalogueProducts',
  collection: 'catalogueProducts',
  // 3: allergensEditedByUser from ProductAllergensChanged.
  version: 3,
  handles: [
    'ProductListed',
    'ProductPriceChanged',
    'ProductAllergensChanged',
    'ProductEdited',
    'ProductDeleted',
    'ProductGlnSet',
  ],
  indexes: [{ keys: { supplierId: 1, title: 1 } }],
  documentIds: (event) => [event.data.productId],
  evolve: (document, event) => {
    if (event.type === 'ProductListed') {
      const data = event.data;
      return {
        _id: data.productId,
        ...data,
        allergens: data.allergens ?? [],
        previousOMSPrice: null,
        previousPrice: null,
        priceChangedAt: null,
      };
    }
    // A change to a product this model has not seen has nothing to change.
    if (!document) return null;
    if (event.type === 'ProductAllergensChanged') {
      return { ...document, allergens: event.data.allergens, allergensEditedByUser: true };
    }
    if (event.type === 'ProductDeleted') return { ...document, isDeleted: true };
    if (event.type === 'ProductGlnSet') return { ...document, GLN: event.data.GLN };
    if (event.type === 'ProductEdited') {
      const { changedAt: _changedAt, GLN, pricedBy, cloudinaryImageId, ...edit } = event.data;
      const { GLN: _gln, pricedBy: _pricedBy, cloudinaryImageId: _image, ...kept } = document;
      return {
        ...kept,
        ...edit,
        ...(GLN === undefined ? {} : { GLN }),
        ...(pricedBy === undefined ? {} : { pricedBy }),
        ...(cloudinaryImageId === undefined ? {} : { cloudinaryImageId }),
      };
    }
    const change = event.data;
    return {
      ...document,
      OMSPrice: change.OMSPrice,
      price: change.price,
      previousOMSPrice: document.OMSPrice,
      previousPrice: document.price,
      priceChangedAt: change.changedAt,
    };
  },
});
