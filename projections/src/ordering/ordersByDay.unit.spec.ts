import { type OrderLine, orderStreamId } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { applyEvent } from '../platform/runner/applyEvent';
import { orderDays, ordersByDay } from './ordersByDay';
import { ordersProjection } from './ordersProjection';

const fish = { supplierId: 'supplier-fish', supplierTitle: 'Fresh Fish' };
const bread = { supplierId: 'supplier-bread', supplierTitle: 'Best Bread' };

function line(productId: string, unitPrice: number, quantity: number, hasVat: boolean): OrderLine {
  return { productId, sku: `SKU-${productId}`, title: productId, size: '1', UoM: 'Each', quantity, unitPrice, hasVat };
}

interface OrderSpec {
  orderId: string;
  supplier: { supplierId: string; supplierTitle: string };
  orderedAt: string;
  poNumber?: string | null;
  venueId?: string;
  lines: OrderLine[];
  deliveryFee?: number;
}

function placed(spec: OrderSpec) {
  return orderPlaced({
    orderId: spec.orderId,
    ...spec.supplier,
    requiredDeliveryDay: '2024-03-20',
    lines: spec.lines,
    venueId: spec.venueId ?? 'venue-1',
    orderedAt: spec.orderedAt,
    orderedDate: spec.orderedAt.slice(0, 10),
    poNumber: spec.poNumber ?? null,
    notes: `notes ${spec.orderId}`,
    placedManually: spec.orderId === 'manual',
    ...(spec.deliveryFee === undefined ? {} : { deliveryFee: spec.deliveryFee }),
  });
}

async function givenOrders(...orders: OrderSpec[]) {
  const store = createMemoryReadStore();
  for (const [index, spec] of orders.entries()) {
    const event = recordedAt(placed(spec), index + 1, orderStreamId(spec.orderId));
    await applyEvent(ordersProjection, store, event);
  }
  return store;
}

const orders: OrderSpec[] = [
  // Outside the range on either side.
  { orderId: 'before', supplier: fish, orderedAt: '2024-03-03T23:00:00.000Z', lines: [line('cod', 100, 1, false)] },
  { orderId: 'after', supplier: fish, orderedAt: '2024-03-09T08:00:00.000Z', lines: [line('cod', 100, 1, false)] },
  // Another venue on a day in range.
  {
    orderId: 'elsewhere',
    supplier: fish,
    venueId: 'venue-2',
    orderedAt: '2024-03-04T09:00:00.000Z',
    lines: [line('cod', 100, 1, false)],
  },
  {
    orderId: 'fish-po-late',
    supplier: fish,
    poNumber: 'PO-1',
    orderedAt: '2024-03-04T11:00:00.000Z',
    lines: [line('hake', 500, 2, false)],
  },
  {
    orderId: 'fish-po-early',
    supplier: fish,
    poNumber: 'PO-1',
    orderedAt: '2024-03-04T09:00:00.000Z',
    lines: [line('cod', 1000, 3, true), line('ice', 50, 2, false)],
  },
  {
    orderId: 'fish-no-po',
    supplier: fish,
    orderedAt: '2024-03-04T10:00:00.000Z',
    lines: [line('salmon', 250, 4, true)],
  },
  {
    orderId: 'bread-po',
    supplier: bread,
    poNumber: 'PO-1',
    orderedAt: '2024-03-04T12:00:00.000Z',
    lines: [line('loaf', 199, 1, true)],
  },
  { orderId: 'manual', supplier: bread, orderedAt: '2024-03-06T07:30:00.000Z', lines: [line('roll', 30, 10, false)] },
  {
    orderId: 'last-day',
    supplier: fish,
    poNumber: 'PO-9',
    orderedAt: '2024-03-08T16:00:00.000Z',
    lines: [line('cod', 1000, 1, true)],
  },
];

describe('ordersByDay', () => {
  it('lists days newest first, orders grouped by supplier and PO number, totals with VAT where it applies', async () => {
    const store = await givenOrders(...orders);

    const result = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-08');

    expect(result.start).toBe('2024-03-04');
    expect(result.end).toBe('2024-03-08');
    expect(result.days.map((day) => day.date)).toEqual(['2024-03-08', '2024-03-06', '2024-03-04']);

    const [lastDay, middleDay, firstDay] = result.days;
    expect(lastDay?.groups).toEqual([
      {
        supplierId: 'supplier-fish',
        supplierTitle: 'Fresh Fish',
        poNumber: 'PO-9',
        total: 1200,
        orders: [
          {
            orderId: 'last-day',
            status: 'received',
            requiredDeliveryDay: '2024-03-20',
            notes: 'notes last-day',
            placedManually: false,
            lines: [
              {
                ...line('cod', 1000, 1, true),
                lineTotal: 1200,
                supplierConfirmed: null,
                updatedQuantity: null,
                chargedQuantity: 1,
              },
            ],
            deliveryFee: 0,
            total: 1200,
          },
        ],
      },
    ]);
    expect(middleDay?.groups).toEqual([
      {
        supplierId: 'supplier-bread',
        supplierTitle: 'Best Bread',
        poNumber: null,
        total: 300,
        orders: [
          {
            orderId: 'manual',
            status: 'received',
            requiredDeliveryDay: '2024-03-20',
            notes: 'notes manual',
            placedManually: true,
            lines: [
              {
                ...line('roll', 30, 10, false),
                lineTotal: 300,
                supplierConfirmed: null,
                updatedQuantity: null,
                chargedQuantity: 10,
              },
            ],
            deliveryFee: 0,
            total: 300,
          },
        ],
      },
    ]);

    // Suppliers by title; within a supplier, groups in the order of their first order.
    expect(
      firstDay?.groups.map((group) => ({
        supplierId: group.supplierId,
        poNumber: group.poNumber,
        orderIds: group.orders.map((order) => order.orderId),
        total: group.total,
      })),
    ).toEqual([
      { supplierId: 'supplier-bread', poNumber: 'PO-1', orderIds: ['bread-po'], total: 239 },
      { supplierId: 'supplier-fish', poNumber: 'PO-1', orderIds: ['fish-po-early', 'fish-po-late'], total: 4700 },
      { supplierId: 'supplier-fish', poNumber: null, orderIds: ['fish-no-po'], total: 1200 },
    ]);
  });

  it('charges 20% VAT only on lines that carry it', async () => {
    const store = await givenOrders(...orders);

    const result = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-04');
    const order = result.days[0]?.groups
      .flatMap((group) => group.orders)
      .find((candidate) => candidate.orderId === 'fish-po-early');

    expect(order?.lines.map((orderLine) => [orderLine.productId, orderLine.lineTotal])).toEqual([
      ['cod', 3600],
      ['ice', 100],
    ]);
    expect(order?.total).toBe(3700);
  });

  it("adds the delivery fee recorded on the order to the order's and the group's totals", async () => {
    const store = await givenOrders({
      orderId: 'with-fee',
      supplier: fish,
      orderedAt: '2024-03-04T10:00:00.000Z',
      lines: [line('cod', 1000, 3, true)],
      deliveryFee: 750,
    });

    const result = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-04');
    const group = result.days[0]?.groups[0];

    expect(group?.orders[0]).toMatchObject({ deliveryFee: 750, total: 3600 + 750 });
    expect(group?.total).toBe(4350);
  });

  it('includes both ends of the date range and nothing outside it', async () => {
    const store = await givenOrders(...orders);

    const wide = await ordersByDay(store, 'venue-1', '2024-03-03', '2024-03-09');
    const single = await ordersByDay(store, 'venue-1', '2024-03-06', '2024-03-06');
    const empty = await ordersByDay(store, 'venue-1', '2024-03-10', '2024-03-31');

    expect(wide.days.map((day) => day.date)).toEqual([
      '2024-03-09',
      '2024-03-08',
      '2024-03-06',
      '2024-03-04',
      '2024-03-03',
    ]);
    expect(single.days.map((day) => day.date)).toEqual(['2024-03-06']);
    expect(empty).toEqual({ start: '2024-03-10', end: '2024-03-31', days: [] });
  });

  it("shows only the venue's own orders", async () => {
    const store = await givenOrders(...orders);

    const other = await ordersByDay(store, 'venue-2', '2024-03-01', '2024-03-31');

    expect(other.days).toEqual([
      {
        date: '2024-03-04',
        groups: [
          expect.objectContaining({
            supplierId: 'supplier-fish',
            poNumber: null,
            total: 100,
            orders: [expect.anything()],
          }),
        ],
      },
    ]);
    expect(other.days[0]?.groups[0]?.orders[0]?.orderId).toBe('elsewhere');
  });

  it('lists the day tabs with their order counts, newest first, narrowed to the chosen suppliers', async () => {
    const store = await givenOrders(...orders);

    expect(await orderDays(store, 'venue-1', '2024-03-04', '2024-03-08')).toEqual({
      start: '2024-03-04',
      end: '2024-03-08',
      days: [
        { date: '2024-03-08', orderCount: 1 },
        { date: '2024-03-06', orderCount: 1 },
        { date: '2024-03-04', orderCount: 4 },
      ],
    });
    const breadOnly = await orderDays(store, 'venue-1', '2024-03-04', '2024-03-08', {
      supplierIds: ['supplier-bread'],
    });
    expect(breadOnly.days).toEqual([
      { date: '2024-03-06', orderCount: 1 },
      { date: '2024-03-04', orderCount: 1 },
    ]);
    const fishOrders = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-04', {
      supplierIds: ['supplier-fish'],
    });
    expect(fishOrders.days[0]?.groups.map((group) => group.supplierId)).toEqual(['supplier-fish', 'supplier-fish']);
  });

  it('narrows orders and their lines to the chosen product types, read from the catalogue', async () => {
    const store = await givenOrders(...orders);
    const catalogue = store.collection('catalogueProducts');
    await catalogue.insertOne({ _id: 'cod', type: 'Fish' });
    await catalogue.insertOne({ _id: 'ice', type: 'Ice' });
    await catalogue.insertOne({ _id: 'loaf', type: 'Bakery' });

    const fish = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-04', { types: ['Fish'] });
    const shown = fish.days[0]?.groups.flatMap((group) => group.orders);
    expect(shown?.map((order) => order.orderId)).toEqual(['fish-po-early']);
    expect(shown?.[0]?.lines.map((line) => line.productId)).toEqual(['cod']);
    expect(fish.days[0]?.groups[0]?.total).toBe(3600);
    expect((await orderDays(store, 'venue-1', '2024-03-04', '2024-03-08', { types: ['Fish'] })).days).toEqual([
      { date: '2024-03-08', orderCount: 1 },
      { date: '2024-03-04', orderCount: 1 },
    ]);
    expect((await orderDays(store, 'venue-1', '2024-03-04', '2024-03-08', { types: ['Nothing'] })).days).toEqual([]);
  });

  it("shows the supplier's decision on each line once it is made", async () => {
    const store = await givenOrders(orders[3] as OrderSpec);
    await applyEvent(
      ordersProjection,
      store,
      recordedAt(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'fish-po-late',
            via: 'checklist',
            lines: [{ productId: 'hake', confirmed: true, updatedQuantity: 1 }],
          },
        },
        9,
        orderStreamId('fish-po-late'),
      ),
    );
    const result = await ordersByDay(store, 'venue-1', '2024-03-04', '2024-03-04');
    const order = result.days[0]?.groups[0]?.orders[0];
    expect(order?.status).toBe('adjusted');
    expect(order?.lines[0]).toMatchObject({ quantity: 2, supplierConfirmed: true, updatedQuantity: 1 });
  });
});

describe("an order's card after the supplier decided", () => {
  it('charges what the supplier accepted: a rejected line nothing, a cut line its new quantity, as the invoice does', async () => {
    const store = await givenOrders({
      orderId: 'decided',
      supplier: fish,
      orderedAt: '2024-03-05T09:00:00.000Z',
      lines: [line('cod', 1000, 7, false), line('hake', 500, 3, true)],
    });
    await applyEvent(
      ordersProjection,
      store,
      recordedAt(
        {
          type: 'OrderApprovedBySupplier',
          data: {
            orderId: 'decided',
            via: 'checklist',
            lines: [
              { productId: 'cod', confirmed: true, updatedQuantity: 5 },
              { productId: 'hake', confirmed: false, updatedQuantity: 0 },
            ],
          },
        },
        2,
        orderStreamId('decided'),
      ),
    );
    const view = await ordersByDay(store, 'venue-1', '2024-03-05', '2024-03-05');
    const [card] = view.days[0]?.groups[0]?.orders ?? [];
    expect(
      card?.lines.map((entry) => [entry.productId, entry.quantity, entry.chargedQuantity, entry.lineTotal]),
    ).toEqual([
      ['cod', 7, 5, 5000],
      ['hake', 3, 0, 0],
    ]);
    expect(card?.total).toBe(5000);
    expect(view.days[0]?.groups[0]?.total).toBe(5000);
  });
});
