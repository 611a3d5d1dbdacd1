import { type OrderEvent, type OrderPlaced, orderStreamId, type RecordedEvent } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type OrderDocument, ordersProjection } from './ordersProjection';

const recorded = (event: OrderEvent, globalPosition: number) =>
  recordedAt(event, globalPosition, orderStreamId(event.data.orderId));

// Three ordered, so a decision for fewer adjusts it.
const cod = orderLine({ title: 'Cod', size: '1kg', UoM: 'Kg', quantity: 3, hasVat: true });
const placedCod = (overrides: Partial<OrderPlaced> = {}) => orderPlaced({ lines: [cod], ...overrides });

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(ordersProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<OrderDocument>('orders').find({}, { sort: { _id: 1 } }),
  };
}

describe('ordersProjection', () => {
  it('creates an order document with status received from OrderPlaced', async () => {
    const projected = await given(recorded(placedCod(), 4));

    expect(await projected.documents()).toEqual([
      {
        _id: 'order-1',
        ...placedCod().data,
        status: 'received',
        supplierDecision: null,
        _position: 4,
      },
    ]);
  });

  it("takes the supplier's decision and its status from OrderApprovedBySupplier", async () => {
    const decision = supplierApproved(placedCod().data, { 'product-1': { confirmed: true, updatedQuantity: 2 } });
    const projected = await given(recorded(placedCod(), 4), recorded(decision, 9));
    const [document] = await projected.documents();
    expect(document).toMatchObject({ status: 'adjusted', supplierDecision: decision.data, _position: 9 });
  });

  describe('admin adjustments (OrderLinesAdjustedByAdmin)', () => {
    const hake = orderLine({
      productId: 'product-2',
      sku: 'SKU-2',
      title: 'Hake',
      size: '1kg',
      UoM: 'Kg',
      hasVat: true,
    });
    const twoLines = orderPlaced({ lines: [cod, hake] });
    const approved = supplierApproved(twoLines.data);
    const adjusted = (lines: { productId: string; confirmed: boolean; updatedQuantity: number }[]): OrderEvent => ({
      type: 'OrderLinesAdjustedByAdmin',
      data: {
        orderId: 'order-1',
        via: 'admin',
        lines: lines.map((line) => ({ ...line, previousConfirmed: true, previousQuantity: 3 })),
      },
    });

    it('lays the changed lines over the decision and recomputes the status', async () => {
      const projected = await given(
        recorded(twoLines, 1),
        recorded(approved, 2),
        recorded(adjusted([{ productId: 'product-1', confirmed: true, updatedQuantity: 1 }]), 3),
      );
      const [document] = await projected.documents();
      expect(document?.status).toBe('adjusted');
      expect(document?.supplierDecision?.lines).toEqual([
        { productId: 'product-1', confirmed: true, updatedQuantity: 1 },
        { productId: 'product-2', confirmed: true, updatedQuantity: 2 },
      ]);
      expect(document?._position).toBe(3);
    });

    it('turns the order Rejected when the admin rejects every line, and back when one is accepted again', async () => {
      const projected = await given(
        recorded(twoLines, 1),
        recorded(approved, 2),
        recorded(
          adjusted([
            { productId: 'product-1', confirmed: false, updatedQuantity: 0 },
            { productId: 'product-2', confirmed: false, updatedQuantity: 0 },
          ]),
          3,
        ),
      );
      expect((await projected.documents())[0]?.status).toBe('rejected');
      await projected.deliver(recorded(adjusted([{ productId: 'product-2', confirmed: true, updatedQuantity: 2 }]), 4));
      expect((await projected.documents())[0]?.status).toBe('confirmed');
    });

    it('keeps an order that has no decision as it is', async () => {
      const projected = await given(
        recorded(twoLines, 1),
        recorded(adjusted([{ productId: 'product-1', confirmed: true, updatedQuantity: 1 }]), 2),
      );
      const [document] = await projected.documents();
      expect(document).toMatchObject({ status: 'received', supplierDecision: null, _position: 2 });
    });
  });

  it('keeps one document per order', async () => {
    const projected = await given(
      recorded(placedCod({ orderId: 'order-1' }), 1),
      recorded(placedCod({ orderId: 'order-2', supplierId: 'supplier-2', poNumber: null, placedManually: true }), 2),
    );

    const documents = await projected.documents();
    expect(
      documents.map(({ _id, supplierId, poNumber, placedManually, status, _position }) => ({
        _id,
        supplierId,
        poNumber,
        placedManually,
        status,
        _position,
      })),
    ).toEqual([
      {
        _id: 'order-1',
        supplierId: 'supplier-1',
        poNumber: 'PO-1',
        placedManually: false,
        status: 'received',
        _position: 1,
      },
      {
        _id: 'order-2',
        supplierId: 'supplier-2',
        poNumber: null,
        placedManually: true,
        status: 'received',
        _position: 2,
      },
    ]);
  });

  it('ignores events it does not handle', async () => {
    const projected = await given({ ...recorded(placedCod(), 1), type: 'BasketOrderPlaced' });

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(placedCod(), 7);
      const projected = await given(event);
      const before = await projected.documents();

      await projected.deliver(event);

      expect(await projected.documents()).toEqual(before);
      expect(before).toHaveLength(1);
      expect(before[0]?._position).toBe(7);
    });

    it('changes nothing when an older event for the order arrives after a newer one', async () => {
      const projected = await given(recorded(placedCod({ notes: 'newer' }), 7));

      await projected.deliver(recorded(placedCod({ notes: 'older', poNumber: null }), 3));

      const [document] = await projected.documents();
      expect(document).toMatchObject({ notes: 'newer', poNumber: 'PO-1', _position: 7 });
    });

    it('leaves other orders alone when an earlier order is delivered again', async () => {
      const first = recorded(placedCod({ orderId: 'order-1' }), 2);
      const second = recorded(placedCod({ orderId: 'order-2' }), 5);
      const projected = await given(first, second);
      const before = await projected.documents();

      await projected.deliver(first);
      await projected.deliver(second);

      expect(await projected.documents()).toEqual(before);
      expect(before.map((document) => document._position)).toEqual([2, 5]);
    });
  });
});
