import { type OrderEvent, type OrderPlaced, orderStreamId, type RecordedEvent } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type OrderedLinesDocument, orderedLinesProjection } from './orderedLinesProjection';

const recorded = (event: OrderEvent, globalPosition: number) =>
  recordedAt(event, globalPosition, orderStreamId(event.data.orderId));

const cod = {
  productId: 'product-cod',
  sku: 'COD-1',
  title: 'Cod fillet',
  size: '1kg',
  UoM: 'Kg',
  quantity: 3,
  unitPrice: 1000,
  hasVat: false,
};
const blueRoll = {
  productId: 'product-roll',
  sku: 'ROLL-6',
  title: 'Blue roll',
  size: '6 rolls',
  UoM: 'Pack',
  quantity: 2,
  unitPrice: 1499,
  hasVat: true,
};

const placed = (overrides: Partial<OrderPlaced> = {}): OrderEvent =>
  orderPlaced({ lines: [cod, blueRoll], ...overrides });

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(orderedLinesProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<OrderedLinesDocument>('orderedLines').find({}, { sort: { _id: 1 } }),
  };
}

describe('orderedLinesProjection', () => {
  it('prices every line of a placed order at the ordered quantity, ex VAT and with VAT where it applies', async () => {
    const projected = await given(recorded(placed(), 4));

    expect(await projected.documents()).toEqual([
      {
        _id: 'order-1',
        venueId: 'venue-1',
        supplierId: 'supplier-1',
        supplierTitle: 'Test Supplies',
        orderedDate: '2026-11-20',
        orderedMonth: '2026-11',
        placedManually: false,
        lines: [
          {
            productId: 'product-cod',
            sku: 'COD-1',
            title: 'Cod fillet',
            size: '1kg',
            UoM: 'Kg',
            orderedQuantity: 3,
            acceptedQuantity: 0, // Nothing accepted until the supplier decides; spend is what the venue is charged.
            unitPrice: 1000,
            hasVat: false,
            spendExVat: 3000,
            spend: 3000,
            receiptingStatus: null,
          },
          {
            productId: 'product-roll',
            sku: 'ROLL-6',
            title: 'Blue roll',
            size: '6 rolls',
            UoM: 'Pack',
            orderedQuantity: 2,
            acceptedQuantity: 0,
            unitPrice: 1499,
            hasVat: true,
            spendExVat: 2998,
            spend: 3598,
            receiptingStatus: null,
          },
        ],
        spendExVat: 5998,
        spend: 6598,
        _position: 4,
      },
    ]);
  });

  it('reprices at what the supplier accepted: an adjusted line at its updated quantity, a rejected one at nothing', async () => {
    const projected = await given(
      recorded(placed(), 4),
      recorded(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'order-1',
            via: 'checklist',
            lines: [
              { productId: 'product-cod', confirmed: true, updatedQuantity: 1 },
              { productId: 'product-roll', confirmed: false, updatedQuantity: 0 },
            ],
          },
        },
        7,
      ),
    );

    const [document] = await projected.documents();
    expect(document?._position).toBe(7);
    expect(document).toMatchObject({ spendExVat: 1000, spend: 1000 });
    expect(
      document?.lines.map(({ productId, orderedQuantity, acceptedQuantity, spendExVat, spend }) => ({
        productId,
        orderedQuantity,
        acceptedQuantity,
        spendExVat,
        spend,
      })),
    ).toEqual([
      { productId: 'product-cod', orderedQuantity: 3, acceptedQuantity: 1, spendExVat: 1000, spend: 1000 },
      { productId: 'product-roll', orderedQuantity: 2, acceptedQuantity: 0, spendExVat: 0, spend: 0 },
    ]);
  });

  it('reprices only the lines an admin adjusted on the locked checklist', async () => {
    const projected = await given(
      recorded(placed(), 4),
      recorded(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'order-1',
            via: 'checklist',
            lines: [
              { productId: 'product-cod', confirmed: true, updatedQuantity: 1 },
              { productId: 'product-roll', confirmed: false, updatedQuantity: 0 },
            ],
          },
        },
        7,
      ),
      recorded(
        {
          type: 'OrderLinesAdjustedByAdmin',
          data: {
            orderId: 'order-1',
            via: 'admin',
            lines: [
              {
                productId: 'product-roll',
                confirmed: true,
                updatedQuantity: 2,
                previousConfirmed: false,
                previousQuantity: 0,
              },
            ],
          },
        },
        9,
      ),
    );

    const [document] = await projected.documents();
    expect(document?._position).toBe(9);
    expect(
      document?.lines.map(({ productId, acceptedQuantity, spend }) => ({ productId, acceptedQuantity, spend })),
    ).toEqual([
      { productId: 'product-cod', acceptedQuantity: 1, spend: 1000 },
      // 2 x £14.99 with VAT.
      { productId: 'product-roll', acceptedQuantity: 2, spend: 3598 },
    ]);
  });

  it('keeps the ordered quantity of a line the decision does not mention', async () => {
    const projected = await given(
      recorded(placed(), 4),
      recorded(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'order-1',
            via: 'admin',
            lines: [{ productId: 'product-cod', confirmed: true, updatedQuantity: 3 }],
          },
        },
        5,
      ),
    );
    const [document] = await projected.documents();
    expect(document?.lines.map((line) => line.acceptedQuantity)).toEqual([3, 2]);
  });

  it("lays an admin's checklist edit over the supplier's decision, repricing only the lines it changed", async () => {
    const projected = await given(
      recorded(placed(), 4),
      recorded(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'order-1',
            via: 'checklist',
            lines: [
              { productId: 'product-cod', confirmed: true, updatedQuantity: 1 },
              { productId: 'product-roll', confirmed: true, updatedQuantity: 2 },
            ],
          },
        },
        5,
      ),
      recorded(
        {
          type: 'OrderLinesAdjustedByAdmin',
          data: {
            orderId: 'order-1',
            via: 'admin',
            lines: [
              {
                productId: 'product-roll',
                confirmed: false,
                updatedQuantity: 0,
                previousConfirmed: true,
                previousQuantity: 2,
              },
            ],
          },
        },
        9,
      ),
    );
    const [document] = await projected.documents();
    expect(document?.lines.map((line) => [line.productId, line.acceptedQuantity, line.spend])).toEqual([
      ['product-cod', 1, 1000],
      ['product-roll', 0, 0],
    ]);
    expect(document).toMatchObject({ spendExVat: 1000, spend: 1000, _position: 9 });
  });

  it('changes nothing when the same events are delivered twice', async () => {
    const placedOnce = recorded(placed(), 4);
    const approved = recorded(
      {
        type: 'OrderApprovedBySupplier',
        data: {
          orderId: 'order-1',
          via: 'checklist',
          lines: [{ productId: 'product-cod', confirmed: true, updatedQuantity: 2 }],
        },
      },
      6,
    );
    const projected = await given(placedOnce, approved);
    const before = await projected.documents();

    await projected.deliver(placedOnce);
    await projected.deliver(approved);

    expect(await projected.documents()).toEqual(before);
    expect(before[0]?.lines[0]?.acceptedQuantity).toBe(2);
  });

  it('ignores a decision on an order it has not seen', async () => {
    const projected = await given(
      recorded(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'order-9',
            via: 'checklist',
            lines: [{ productId: 'p', confirmed: true, updatedQuantity: 1 }],
          },
        },
        3,
      ),
    );
    expect(await projected.documents()).toEqual([]);
  });
});
