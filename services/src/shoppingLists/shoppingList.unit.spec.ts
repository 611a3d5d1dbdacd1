import type { ShoppingListEvent, VenueProductAdded } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../platform/commands/deciderSpecification';
import { type ListedProduct, shoppingListDecider } from './shoppingList';

const spec = deciderSpecification(shoppingListDecider);
const venueId = 'ven-1';

const lemons: ListedProduct = {
  productId: 'lemons',
  supplierId: 'fresh',
  supplierTitle: 'Fresh Direct',
  title: 'Lemons',
  sku: 'FDX1',
  size: '80 count',
  UoM: 'Box',
  type: 'Fruit',
  zone: 'Chilled',
};

const lemonsAdded: VenueProductAdded = {
  venueId,
  venueProductId: 'vp-1',
  productId: 'lemons',
  supplierId: 'fresh',
  supplierTitle: 'Fresh Direct',
  title: 'Lemons',
  sku: 'FDX1',
  size: '80 count',
  UoM: 'Box',
  type: 'Fruit',
  zone: 'Chilled',
  secondaryZone: 'Back Bar',
  isFavourite: false,
  customPrice: null,
};
const added: ShoppingListEvent = { type: 'VenueProductAdded', data: lemonsAdded };

const change = (overrides: Partial<{ monthlyLimit: number | null; specialPrice: number | null }> = {}) => ({
  type: 'ChangeVenueProduct' as const,
  venueId,
  venueProductId: 'vp-1',
  placement: { zone: ' chilled ', secondaryZone: 'back   BAR', type: 'fruit' },
  monthlyLimit: null,
  specialPrice: null,
  OMSSpecialPrice: null,
  ...overrides,
});

describe('shopping list decider', () => {
  describe('adding from the catalogue', () => {
    it('adds the product with its zones and type title-cased and trimmed (spec 01 §5)', () => {
      spec
        .given([])
        .when({
          type: 'AddVenueProduct',
          venueId,
          venueProductId: 'vp-1',
          product: lemons,
          placement: { zone: '  chilled', secondaryZone: 'back bar  ', type: '' },
          isFavourite: false,
        })
        .then([added]);
    });

    it("takes the catalogue's zone and type when the form leaves them empty", () => {
      spec
        .given([])
        .when({
          type: 'AddVenueProduct',
          venueId,
          venueProductId: 'vp-1',
          product: lemons,
          placement: { zone: '', secondaryZone: '', type: '' },
          isFavourite: true,
        })
        .then([{ type: 'VenueProductAdded', data: { ...lemonsAdded, secondaryZone: '', isFavourite: true } }]);
    });

    it('refuses a product already on the list', () => {
      spec
        .given([added])
        .when({
          type: 'AddVenueProduct',
          venueId,
          venueProductId: 'vp-2',
          product: lemons,
          placement: { zone: '', secondaryZone: '', type: '' },
          isFavourite: false,
        })
        .thenThrows('ALREADY_LISTED', 'This product is already on your list');
    });
  });

  describe('custom products', () => {
    it('adds a product the catalogue does not hold, with its own price', () => {
      spec
        .given([])
        .when({
          type: 'AddCustomProduct',
          venueId,
          venueProductId: 'vp-9',
          product: { title: ' Wild Garlic ', supplierTitle: 'Forager Sam', sku: '', size: '2', UoM: 'Kg', price: 450 },
          placement: { zone: 'walk-in', secondaryZone: '', type: 'VEG' },
        })
        .then([
          {
            type: 'VenueProductAdded',
            data: {
              venueId,
              venueProductId: 'vp-9',
              productId: null,
              supplierId: null,
              supplierTitle: 'Forager Sam',
              title: 'Wild Garlic',
              sku: '',
              size: '2',
              UoM: 'Kg',
              type: 'Veg',
              zone: 'Walk-in',
              secondaryZone: '',
              isFavourite: false,
              customPrice: 450,
            },
          },
        ]);
    });

    it('needs a title', () => {
      spec
        .given([])
        .when({
          type: 'AddCustomProduct',
          venueId,
          venueProductId: 'vp-9',
          product: { title: '  ', supplierTitle: '', sku: '', size: '', UoM: '', price: null },
          placement: { zone: '', secondaryZone: '', type: '' },
        })
        .thenThrows('TITLE_REQUIRED', 'Please enter the product title');
    });
  });

  describe('editing', () => {
    it('records the monthly limit and special price, zones title-cased', () => {
      spec
        .given([added])
        .when(change({ monthlyLimit: 12, specialPrice: 1_450 }))
        .then([
          {
            type: 'VenueProductChanged',
            data: {
              venueId,
              venueProductId: 'vp-1',
              zone: 'Chilled',
              secondaryZone: 'Back Bar',
              type: 'Fruit',
              monthlyLimit: 12,
              specialPrice: 1_450,
              OMSSpecialPrice: null,
            },
          },
        ]);
    });

    it('records nothing when nothing changed (a blank limit is no limit)', () => {
      spec.given([added]).when(change()).then([]);
    });

    it('refuses a special price of 0 (above 0 or empty)', () => {
      spec
        .given([added])
        .when(change({ specialPrice: 0 }))
        .thenThrows('INVALID_SPECIAL_PRICE', 'The special price must be above 0');
    });

    it('refuses a monthly limit that is not a whole number above 0', () => {
      spec
        .given([added])
        .when(change({ monthlyLimit: 0 }))
        .thenThrows('INVALID_MONTHLY_LIMIT', 'The monthly order limit must be a whole number above 0');
    });

    it('refuses an item not on the list', () => {
      spec.given([]).when(change()).thenThrows('NOT_LISTED', 'This product is not on your list');
    });
  });

  describe('favourites and removal', () => {
    it('marks a favourite, and records nothing when it already is one', () => {
      const favourite = { type: 'SetFavourite' as const, venueId, venueProductId: 'vp-1', isFavourite: true };
      const marked: ShoppingListEvent = {
        type: 'VenueProductFavouriteSet',
        data: { venueId, venueProductId: 'vp-1', isFavourite: true },
      };
      spec.given([added]).when(favourite).then([marked]);
      spec.given([added, marked]).when(favourite).then([]);
    });

    it('removes an item, after which the product can be added again', () => {
      const removed: ShoppingListEvent = { type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-1' } };
      spec.given([added]).when({ type: 'RemoveVenueProduct', venueId, venueProductId: 'vp-1' }).then([removed]);
      spec
        .given([added, removed])
        .when({
          type: 'AddVenueProduct',
          venueId,
          venueProductId: 'vp-2',
          product: lemons,
          placement: { zone: '', secondaryZone: '', type: '' },
          isFavourite: false,
        })
        .then([
          {
            type: 'VenueProductAdded',
            data: { ...lemonsAdded, venueProductId: 'vp-2', secondaryZone: '' },
          },
        ]);
    });
  });

  describe("an admin's venue products CSV (spec 03 §7)", () => {
    const limes: ListedProduct = { ...lemons, productId: 'limes', title: 'Limes', sku: 'FDX2', zone: null };
    it('adds the products not yet listed with their zone and default quantity, once each', () => {
      spec
        .given([added])
        .when({
          type: 'ImportVenueProducts',
          venueId,
          rows: [
            { venueProductId: 'vp-2', product: lemons, zone: 'bar', defaultQuantity: 3 },
            { venueProductId: 'vp-3', product: limes, zone: ' back  bar ', defaultQuantity: 2 },
            { venueProductId: 'vp-4', product: limes, zone: 'Cellar', defaultQuantity: 5 },
          ],
        })
        .then([
          {
            type: 'VenueProductAdded',
            data: {
              ...lemonsAdded,
              venueProductId: 'vp-3',
              productId: 'limes',
              title: 'Limes',
              sku: 'FDX2',
              zone: 'Back Bar',
              secondaryZone: '',
              defaultQuantity: 2,
            },
          },
        ]);
    });

    it('clears every product of the venue, and nothing when the list is empty', () => {
      const limesAdded: ShoppingListEvent = {
        type: 'VenueProductAdded',
        data: { ...lemonsAdded, venueProductId: 'vp-2', productId: 'limes' },
      };
      spec
        .given([added, limesAdded])
        .when({ type: 'ClearVenueProducts', venueId })
        .then([
          { type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-1' } },
          { type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-2' } },
        ]);
      spec.given([]).when({ type: 'ClearVenueProducts', venueId }).then([]);
    });
  });
});
