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
});
