import {
  type RecordedEvent,
  type ShoppingListEvent,
  shoppingListStreamId,
  type VenueProductAdded,
} from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type VenueProductDocument, venueProductsProjection } from './venueProductsProjection';

const venueId = 'ven-1';
const lemons: VenueProductAdded = {
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
const recorded = (event: ShoppingListEvent, position: number) =>
  recordedAt(event, position, shoppingListStreamId(venueId));

async function given(...events: RecordedEvent[]) {
  const { store } = await projectionSpec(venueProductsProjection).given(...events);
  return store.collection<VenueProductDocument>('venueProducts').find({}, { sort: { titleKey: 1 } });
}

describe('venue products projection', () => {
  it("keeps the default quantity an admin's venue products CSV gave, and drops every item a clear removed", async () => {
    const imported = { ...lemons, defaultQuantity: 3 };
    const limes = { ...lemons, venueProductId: 'vp-2', productId: 'limes', title: 'Limes', defaultQuantity: 2 };
    const added = await given(
      recorded({ type: 'VenueProductAdded', data: imported }, 1),
      recorded({ type: 'VenueProductAdded', data: limes }, 2),
    );
    expect(added.map((item) => [item.title, item.defaultQuantity])).toEqual([
      ['Lemons', 3],
      ['Limes', 2],
    ]);
    const cleared = await given(
      recorded({ type: 'VenueProductAdded', data: imported }, 1),
      recorded({ type: 'VenueProductAdded', data: limes }, 2),
      recorded({ type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-1' } }, 3),
      recorded({ type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-2' } }, 4),
    );
    expect(cleared).toEqual([]);
  });

  it('keeps an added product with no limit and no special price', async () => {
    expect(await given(recorded({ type: 'VenueProductAdded', data: lemons }, 1))).toEqual([
      {
        _id: 'vp-1',
        ...lemons,
        monthlyLimit: null,
        specialPrice: null,
        OMSSpecialPrice: null,
        titleKey: 'lemons',
        _position: 1,
      },
    ]);
  });

  it('applies edits and favourites', async () => {
    const [document] = await given(
      recorded({ type: 'VenueProductAdded', data: lemons }, 1),
      recorded(
        {
          type: 'VenueProductChanged',
          data: {
            venueId,
            venueProductId: 'vp-1',
            zone: 'Walk-in',
            secondaryZone: 'Cellar',
            type: 'Citrus',
            monthlyLimit: 10,
            specialPrice: 1_500,
            OMSSpecialPrice: null,
          },
        },
        2,
      ),
      recorded({ type: 'VenueProductFavouriteSet', data: { venueId, venueProductId: 'vp-1', isFavourite: true } }, 3),
    );
    expect(document).toMatchObject({
      zone: 'Walk-in',
      secondaryZone: 'Cellar',
      type: 'Citrus',
      monthlyLimit: 10,
      specialPrice: 1_500,
      OMSSpecialPrice: null,
      isFavourite: true,
      title: 'Lemons',
      _position: 3,
    });
  });

  it('forgets a removed product', async () => {
    expect(
      await given(
        recorded({ type: 'VenueProductAdded', data: lemons }, 1),
        recorded({ type: 'VenueProductRemoved', data: { venueId, venueProductId: 'vp-1' } }, 2),
      ),
    ).toEqual([]);
  });
});
