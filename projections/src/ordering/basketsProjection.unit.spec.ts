import { type BasketEvent, basketStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { applyEvent } from '../platform/runner/applyEvent';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type BasketDocument, basketsProjection } from './basketsProjection';

const recorded = (event: BasketEvent, globalPosition: number) =>
  recordedAt(event, globalPosition, basketStreamId(event.data.venueId));

const added = (venueId: string, productId: string, supplierId: string, quantity: number): BasketEvent => ({
  type: 'BasketLineAdded',
  data: { venueId, productId, supplierId, quantity },
});
const changed = (venueId: string, productId: string, quantity: number): BasketEvent => ({
  type: 'BasketLineQuantityChanged',
  data: { venueId, productId, quantity },
});
const removed = (venueId: string, productId: string): BasketEvent => ({
  type: 'BasketLineRemoved',
  data: { venueId, productId },
});
const orderPlaced = (venueId: string): BasketEvent => ({
  type: 'BasketOrderPlaced',
  data: {
    venueId,
    orderedAt: '2024-03-04T10:00:00.000Z',
    orderedDate: '2024-03-04',
    requestedDeliveryDay: '2024-03-05',
    poNumber: null,
    notes: '',
    placedVia: 'dashboard',
    placedBy: 'account-1',
    orders: [
      {
        orderId: 'order-1',
        supplierId: 'supplier-1',
        supplierTitle: 'Fresh Fish',
        requiredDeliveryDay: '2024-03-05',
        lines: [
          {
            productId: 'product-1',
            sku: 'SKU-1',
            title: 'Cod',
            size: '1kg',
            UoM: 'Kg',
            quantity: 5,
            unitPrice: 1000,
            hasVat: false,
          },
        ],
      },
    ],
  },
});

async function given(...events: BasketEvent[]) {
  const { store, deliver } = await projectionSpec(basketsProjection).given(
    ...events.map((event, index) => recorded(event, index + 1)),
  );
  return {
    deliver,
    documents: () => store.collection<BasketDocument>('baskets').find({}, { sort: { _id: 1 } }),
  };
}

describe('basketsProjection', () => {
  it('adds a line per product and accumulates the quantities of a product added again', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 2),
      added('venue-1', 'product-2', 'supplier-2', 1),
      added('venue-1', 'product-1', 'supplier-1', 3),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'venue-1',
        venueId: 'venue-1',
        lines: [
          { productId: 'product-1', supplierId: 'supplier-1', quantity: 5 },
          { productId: 'product-2', supplierId: 'supplier-2', quantity: 1 },
        ],
        _position: 3,
      },
    ]);
  });

  it('keeps one basket per venue', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 2),
      added('venue-2', 'product-1', 'supplier-1', 7),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'venue-1',
        venueId: 'venue-1',
        lines: [{ productId: 'product-1', supplierId: 'supplier-1', quantity: 2 }],
        _position: 1,
      },
      {
        _id: 'venue-2',
        venueId: 'venue-2',
        lines: [{ productId: 'product-1', supplierId: 'supplier-1', quantity: 7 }],
        _position: 2,
      },
    ]);
  });

  it('replaces the quantity of a line when it is changed', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 2),
      added('venue-1', 'product-2', 'supplier-2', 4),
      changed('venue-1', 'product-1', 9),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'venue-1',
        venueId: 'venue-1',
        lines: [
          { productId: 'product-1', supplierId: 'supplier-1', quantity: 9 },
          { productId: 'product-2', supplierId: 'supplier-2', quantity: 4 },
        ],
        _position: 3,
      },
    ]);
  });

  it('removes a line and keeps the others', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 2),
      added('venue-1', 'product-2', 'supplier-2', 4),
      removed('venue-1', 'product-1'),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'venue-1',
        venueId: 'venue-1',
        lines: [{ productId: 'product-2', supplierId: 'supplier-2', quantity: 4 }],
        _position: 3,
      },
    ]);
  });

  it('starts the line again from the added quantity after it was removed', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 6),
      removed('venue-1', 'product-1'),
      added('venue-1', 'product-1', 'supplier-1', 1),
    );

    expect((await projected.documents())[0]?.lines).toEqual([
      { productId: 'product-1', supplierId: 'supplier-1', quantity: 1 },
    ]);
  });

  it('empties the basket when its order is placed, keeping the document', async () => {
    const projected = await given(
      added('venue-1', 'product-1', 'supplier-1', 5),
      added('venue-1', 'product-2', 'supplier-2', 1),
      orderPlaced('venue-1'),
    );

    expect(await projected.documents()).toEqual([{ _id: 'venue-1', venueId: 'venue-1', lines: [], _position: 3 }]);
  });

  it('ignores events it does not handle', async () => {
    const store = createMemoryReadStore();
    await applyEvent(basketsProjection, store, {
      ...recorded(added('venue-1', 'product-1', 'supplier-1', 1), 1),
      type: 'ProductListed',
    });

    expect(await store.collection('baskets').find({})).toEqual([]);
  });

  describe('delivered twice', () => {
    const history = [
      added('venue-1', 'product-1', 'supplier-1', 2),
      added('venue-1', 'product-2', 'supplier-2', 1),
      added('venue-1', 'product-1', 'supplier-1', 3),
    ];
    const expected = [
      {
        _id: 'venue-1',
        venueId: 'venue-1',
        lines: [
          { productId: 'product-1', supplierId: 'supplier-1', quantity: 5 },
          { productId: 'product-2', supplierId: 'supplier-2', quantity: 1 },
        ],
        _position: 3,
      },
    ];

    it('changes nothing when the newest event arrives again', async () => {
      const projected = await given(...history);
      await projected.deliver(recorded(added('venue-1', 'product-1', 'supplier-1', 3), 3));

      expect(await projected.documents()).toEqual(expected);
    });

    it('changes nothing when an older event arrives after a newer one', async () => {
      const projected = await given(...history);
      await projected.deliver(recorded(added('venue-1', 'product-1', 'supplier-1', 2), 1));
      await projected.deliver(recorded(added('venue-1', 'product-2', 'supplier-2', 1), 2));

      expect(await projected.documents()).toEqual(expected);
    });

    it('does not bring back lines of a placed order when the older additions arrive again', async () => {
      const projected = await given(added('venue-1', 'product-1', 'supplier-1', 5), orderPlaced('venue-1'));
      await projected.deliver(recorded(added('venue-1', 'product-1', 'supplier-1', 5), 1));
      await projected.deliver(recorded(orderPlaced('venue-1'), 2));

      expect(await projected.documents()).toEqual([{ _id: 'venue-1', venueId: 'venue-1', lines: [], _position: 2 }]);
    });
  });
});
