import { type CatalogueEvent, type ProductListed, productStreamId, type RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type CatalogueProductDocument, catalogueProductsProjection } from './catalogueProductsProjection';

const lemons: ProductListed = {
  productId: 'lemons',
  supplierId: 'fresh',
  supplierTitle: 'Fresh Direct',
  sku: 'FDX1',
  title: 'Lemons',
  size: '80 count',
  UoM: 'Box',
  type: 'Fruit',
  zone: 'Chilled',
  OMSPrice: 1_625,
  price: 1_869,
  hasVat: false,
};
const recorded = (event: CatalogueEvent, position: number) =>
  recordedAt(event, position, productStreamId((event.data as { productId: string }).productId));
const listed = recorded({ type: 'ProductListed', data: lemons }, 1);
const priceChanged = (OMSPrice: number, price: number, changedAt: string, position: number) =>
  recorded(
    { type: 'ProductPriceChanged', data: { productId: 'lemons', supplierId: 'fresh', OMSPrice, price, changedAt } },
    position,
  );

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(catalogueProductsProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<CatalogueProductDocument>('catalogueProducts').find({}),
  };
}

describe('catalogue products projection', () => {
  it('takes the GLN a venue with dataplus set (spec 02 §2.6 Edit GLN), the latest winning', async () => {
    const glnSet = (GLN: string, position: number) =>
      recorded(
        {
          type: 'ProductGlnSet',
          data: { productId: 'lemons', supplierId: 'fresh', GLN, venueId: 'v1', setAt: '2026-11-26T10:00:00.000Z' },
        },
        position,
      );
    const { documents } = await given(listed, glnSet('5012345000017', 2), glnSet('5099999000012', 3));
    expect(await documents()).toMatchObject([{ _id: 'lemons', GLN: '5099999000012', title: 'Lemons', _position: 3 }]);
  });

  it('keeps a listed product with no price change yet', async () => {
    const { documents } = await given(listed);
    expect(await documents()).toEqual([
      {
        _id: 'lemons',
        ...lemons,
        allergens: [],
        previousOMSPrice: null,
        previousPrice: null,
        priceChangedAt: null,
        _position: 1,
      },
    ]);
  });

  it('keeps the current price, the one before it and when it changed', async () => {
    const { documents } = await given(
      listed,
      priceChanged(1_700, 1_955, '2026-10-01T06:00:00.000Z', 2),
      priceChanged(1_580, 1_817, '2026-11-15T06:00:00.000Z', 3),
    );
    expect(await documents()).toEqual([
      {
        _id: 'lemons',
        ...lemons,
        allergens: [],
        OMSPrice: 1_580,
        price: 1_817,
        previousOMSPrice: 1_700,
        previousPrice: 1_955,
        priceChangedAt: '2026-11-15T06:00:00.000Z',
        _position: 3,
      },
    ]);
  });

  it('changes nothing when a price change is delivered twice', async () => {
    const change = priceChanged(1_700, 1_955, '2026-10-01T06:00:00.000Z', 2);
    const { deliver, documents } = await given(listed, change);
    const before = await documents();
    await deliver(change);
    expect(await documents()).toEqual(before);
    expect(before[0]).toMatchObject({ OMSPrice: 1_700, previousOMSPrice: 1_625 });
  });

  it('ignores a price change for a product it has not seen', async () => {
    const { documents } = await given(priceChanged(1_700, 1_955, '2026-10-01T06:00:00.000Z', 2));
    expect(await documents()).toEqual([]);
  });

  describe('edits and deletion (spec 03 Supplier Products)', () => {
    const edited = recorded(
      {
        type: 'ProductEdited',
        data: {
          productId: 'lemons',
          supplierId: 'fresh',
          sku: 'FDX1',
          title: 'Unwaxed lemons',
          size: '80 count',
          UoM: 'Box',
          pricedBy: 'Each',
          type: 'Fruit',
          hasVat: false,
          GLN: '5012345678900',
          changedAt: '2026-11-20T06:00:00.000Z',
        },
      },
      2,
    );
    const deleted = recorded(
      {
        type: 'ProductDeleted',
        data: { productId: 'lemons', supplierId: 'fresh', deletedAt: '2026-11-21T06:00:00.000Z' },
      },
      3,
    );

    it('takes the edited details and keeps the prices, zone and allergens, once however often delivered', async () => {
      const { deliver, documents } = await given(listed, edited);
      await deliver(edited);
      const [document] = await documents();
      expect(document).toMatchObject({
        title: 'Unwaxed lemons',
        pricedBy: 'Each',
        GLN: '5012345678900',
        OMSPrice: 1_625,
        zone: 'Chilled',
        _position: 2,
      });
      expect(document).not.toHaveProperty('changedAt');
    });

    it('marks a deleted product and keeps it for history; listing it again brings it back', async () => {
      const { deliver, documents } = await given(listed, edited, deleted);
      await deliver(deleted);
      expect(await documents()).toEqual([expect.objectContaining({ isDeleted: true, title: 'Unwaxed lemons' })]);
      await deliver(recorded({ type: 'ProductListed', data: lemons }, 4));
      const [document] = await documents();
      expect(document?.isDeleted).toBeUndefined();
      expect(document?.title).toBe('Lemons');
    });
  });
});
