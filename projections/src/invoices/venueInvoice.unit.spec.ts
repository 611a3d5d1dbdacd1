import type { OrderApprovedBySupplier, OrderEvent, OrderPlaced } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { ordersProjection } from '../ordering/ordersProjection';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { applyEvent } from '../platform/runner/applyEvent';
import { venueInvoice, venueStatements } from './venueInvoice';

const venue = {
  venueId: 'ven-1',
  title: 'Harbour Kitchen',
  addressLines: ['1 Quay St', 'Bristol', 'BS1 1AA'],
  phoneNumber: '0117',
};
const line = (productId: string, quantity: number, unitPrice: number, hasVat: boolean) => ({
  productId,
  sku: productId.toUpperCase(),
  title: `Product ${productId}`,
  size: '1',
  UoM: 'Each',
  quantity,
  unitPrice,
  hasVat,
});
const order = (orderId: string, supplier: string, orderedDate: string, lines: OrderPlaced['lines']): OrderEvent =>
  orderPlaced({
    orderId,
    supplierId: `sup-${supplier.toLowerCase()}`,
    supplierTitle: supplier,
    venueId: venue.venueId,
    requiredDeliveryDay: orderedDate,
    orderedDate,
    poNumber: null,
    lines,
  });
const approved = (orderId: string, lines: OrderApprovedBySupplier['lines']): OrderEvent => ({
  type: 'OrderApprovedBySupplier',
  data: { orderId, via: 'checklist', lines },
});

async function storeWith(events: OrderEvent[]) {
  const store = createMemoryReadStore();
  for (const [index, event] of events.entries())
    await applyEvent(ordersProjection, store, recordedAt(event, index + 1));
  return store;
}

describe('venue invoice', () => {
  it('groups accepted lines by supplier with VAT on VAT lines, leaving rejected lines out', async () => {
    const store = await storeWith([
      order('o1', 'Smithfield', '2026-11-20', [line('a', 4, 1_000, true), line('b', 2, 250, false)]),
      approved('o1', [
        { productId: 'a', confirmed: true, updatedQuantity: 3 },
        { productId: 'b', confirmed: false, updatedQuantity: 0 },
      ]),
      order('o2', 'Brakes', '2026-11-20', [line('c', 1, 999, false)]),
      order('o3', 'Brakes', '2026-11-21', [line('d', 1, 100, true)]),
    ]);
    const invoice = await venueInvoice(store, venue, '2026-11-20', '2026-11-20');
    expect(invoice.invoiceNumber).toBe('HARB20261120');
    expect(invoice.suppliers.map((supplier) => supplier.supplierTitle)).toEqual(['Brakes', 'Smithfield']);
    expect(invoice.suppliers[1]).toMatchObject({
      net: 3_000,
      vat: 600,
      total: 3_600,
      lines: [{ sku: 'A', quantity: 3, net: 3_000, vat: 600, total: 3_600 }],
    });
    expect(invoice.suppliers[0]).toMatchObject({ net: 999, vat: 0, total: 999 });
    expect({ net: invoice.net, vat: invoice.vat, total: invoice.total }).toEqual({
      net: 3_999,
      vat: 600,
      total: 4_599,
    });
  });

  it('is empty when every line was rejected or nothing was ordered', async () => {
    const store = await storeWith([
      order('o1', 'Brakes', '2026-11-20', [line('a', 1, 100, false)]),
      approved('o1', [{ productId: 'a', confirmed: false, updatedQuantity: 0 }]),
    ]);
    expect((await venueInvoice(store, venue, '2026-11-20', '2026-11-20')).suppliers).toEqual([]);
    expect((await venueInvoice(store, venue, '2026-11-22', '2026-11-22')).total).toBe(0);
  });
});

describe('venue statements', () => {
  it('keeps only the chosen suppliers and catalogue product types', async () => {
    const store = await storeWith([
      order('o1', 'Brakes', '2026-11-20', [line('a', 2, 500, true), line('b', 1, 300, false)]),
      order('o2', 'Smithfield', '2026-11-20', [line('c', 1, 700, false)]),
    ]);
    for (const [productId, type] of [
      ['a', 'Dairy'],
      ['b', 'Dry Goods'],
      ['c', 'Dairy'],
    ]) {
      await store.collection('catalogueProducts').insertOne({ _id: productId as string, type });
    }
    const dairy = await venueStatements(store, venue, '2026-11-20', '2026-11-20', { suppliers: [], types: ['Dairy'] });
    expect(dairy.days).toMatchObject([{ supplierCount: 2, orderCount: 2, net: 1_700, vat: 200, total: 1_900 }]);
    const brakesDairy = await venueInvoice(store, venue, '2026-11-20', '2026-11-20', {
      suppliers: ['sup-brakes'],
      types: ['Dairy'],
    });
    expect(brakesDairy.suppliers.map((supplier) => supplier.lines.map((l) => l.sku))).toEqual([['A']]);
    expect(brakesDairy.total).toBe(1_200);
  });

  it('has one row per day with invoiced orders, and the period totals', async () => {
    const store = await storeWith([
      order('o1', 'Brakes', '2026-11-20', [line('a', 2, 500, true)]),
      order('o2', 'Smithfield', '2026-11-20', [line('b', 1, 300, false)]),
      order('o3', 'Brakes', '2026-11-21', [line('c', 1, 100, false)]),
      approved('o3', [{ productId: 'c', confirmed: false, updatedQuantity: 0 }]),
      order('o4', 'Brakes', '2026-11-22', [line('d', 1, 100, false)]),
    ]);
    const statements = await venueStatements(store, venue, '2026-11-20', '2026-11-22');
    expect(statements.days).toEqual([
      {
        date: '2026-11-20',
        invoiceNumber: 'HARB20261120',
        supplierCount: 2,
        orderCount: 2,
        net: 1_300,
        vat: 200,
        total: 1_500,
      },
      {
        date: '2026-11-22',
        invoiceNumber: 'HARB20261122',
        supplierCount: 1,
        orderCount: 1,
        net: 100,
        vat: 0,
        total: 100,
      },
    ]);
    expect(statements.total).toBe(1_600);
  });
});
