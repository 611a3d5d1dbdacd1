import type { DomainEvent, ProductListed, Weekday } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../index';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { applyEvent } from '../platform/runner/applyEvent';
import { basketView } from './basketView';

async function given(...events: DomainEvent[]) {
  const store = createMemoryReadStore();
  for (const [index, event] of events.entries()) {
    const recorded = recordedAt(event, index + 1, `stream-${index}`);
    for (const projection of allProjections) await applyEvent(projection, store, recorded);
  }
  return store;
}

const supplierOnboarded = (supplierId: string, title: string, deliveryDays: Weekday[]): DomainEvent => ({
  type: 'SupplierOnboarded',
  data: { supplierId, title, deliveryDays, cutOffTime: '16:00', integrationType: null },
});

const productListed = (
  productId: string,
  supplierId: string,
  OMSPrice: number,
  hasVat: boolean,
): DomainEvent<'ProductListed', ProductListed> => ({
  type: 'ProductListed',
  data: {
    productId,
    supplierId,
    supplierTitle: supplierId,
    sku: `SKU-${productId}`,
    title: `Title ${productId}`,
    size: '1kg',
    UoM: 'Kg',
    type: 'Food',
    OMSPrice,
    price: OMSPrice * 2,
    hasVat,
  },
});

const linked = (venueId: string, supplierId: string, minOrderValue: number): DomainEvent => ({
  type: 'VenueSupplierLinked',
  data: { venueId, supplierId, accountNumber: `ACC-${supplierId}`, minOrderValue },
});

const added = (venueId: string, productId: string, supplierId: string, quantity: number): DomainEvent => ({
  type: 'BasketLineAdded',
  data: { venueId, productId, supplierId, quantity },
});

const catalogue = [
  supplierOnboarded('fish', 'Fresh Fish', ['Monday', 'Thursday']),
  supplierOnboarded('bread', 'Best Bread', []),
  supplierOnboarded('cheese', 'Cheese Co', ['Friday']),
  productListed('cod', 'fish', 1000, true),
  productListed('ice', 'fish', 250, false),
  productListed('loaf', 'bread', 180, true),
  productListed('brie', 'cheese', 100, false),
  linked('venue-1', 'fish', 5000),
  // Another venue's minimum must not leak into venue-1's basket.
  linked('venue-2', 'bread', 99_999),
  linked('venue-1', 'cheese', 50),
];

describe('basketView', () => {
  it('groups lines per supplier by title with totals, minimum order value and the counts', async () => {
    const store = await given(
      ...catalogue,
      added('venue-1', 'cod', 'fish', 2),
      added('venue-1', 'ice', 'fish', 4),
      added('venue-1', 'loaf', 'bread', 3),
      added('venue-1', 'cod', 'fish', 1),
      added('venue-1', 'brie', 'cheese', 1),
      added('venue-2', 'loaf', 'bread', 50),
    );

    const view = await basketView(store, 'venue-1', { isPricesHidden: false, today: '2024-03-04', time: '09:00' });

    expect(view).toEqual({
      venueId: 'venue-1',
      groups: [
        {
          supplierId: 'bread',
          supplierTitle: 'Best Bread',
          deliveryDays: [],
          minOrderValue: 0,
          deliveryFee: 0,
          orderCutOffTime: '16:00',
          linesTotal: 648,
          total: 648,
          isBelowMinimum: false,
          lines: [
            {
              productId: 'loaf',
              sku: 'SKU-loaf',
              title: 'Title loaf',
              size: '1kg',
              UoM: 'Kg',
              quantity: 3,
              unitPrice: 180,
              hasVat: true,
              lineTotal: 648,
            },
          ],
        },
        {
          supplierId: 'cheese',
          supplierTitle: 'Cheese Co',
          deliveryDays: ['Friday'],
          minOrderValue: 50,
          deliveryFee: 0,
          orderCutOffTime: '16:00',
          linesTotal: 100,
          total: 100,
          isBelowMinimum: false,
          lines: [expect.objectContaining({ productId: 'brie', quantity: 1, lineTotal: 100 })],
        },
        {
          supplierId: 'fish',
          supplierTitle: 'Fresh Fish',
          deliveryDays: ['Monday', 'Thursday'],
          minOrderValue: 5000,
          deliveryFee: 0,
          orderCutOffTime: '16:00',
          linesTotal: 4600,
          total: 4600,
          isBelowMinimum: true,
          lines: [
            expect.objectContaining({ productId: 'cod', quantity: 3, unitPrice: 1000, hasVat: true, lineTotal: 3600 }),
            expect.objectContaining({ productId: 'ice', quantity: 4, unitPrice: 250, hasVat: false, lineTotal: 1000 }),
          ],
        },
      ],
      total: 5348,
      supplierCount: 3,
      productCount: 4,
      itemCount: 11,
      isPricesHidden: false,
      today: '2024-03-04',
      time: '09:00',
    });
  });

  it('is not below the minimum once the supplier total reaches it', async () => {
    const store = await given(...catalogue, added('venue-1', 'cod', 'fish', 4), added('venue-1', 'ice', 'fish', 1));

    const view = await basketView(store, 'venue-1', { isPricesHidden: false, today: '2024-03-04', time: '09:00' });

    expect(view.groups).toEqual([
      expect.objectContaining({ supplierId: 'fish', total: 5050, minOrderValue: 5000, isBelowMinimum: false }),
    ]);
    expect(view.itemCount).toBe(5);
    expect(view.productCount).toBe(2);
    expect(view.supplierCount).toBe(1);
  });

  it("uses the minimum and delivery days an admin agreed with the venue over the supplier's own", async () => {
    const store = await given(...catalogue, added('venue-1', 'ice', 'fish', 2), {
      type: 'VenueSupplierTermsUpdated',
      data: {
        venueId: 'venue-1',
        supplierId: 'fish',
        accountNumber: 'ACC-fish',
        minOrderValue: 400,
        deliveryDays: ['Tuesday'],
        orderCutOffTime: '10:00',
      },
    });

    const view = await basketView(store, 'venue-1', { isPricesHidden: false, today: '2024-03-04', time: '09:00' });

    expect(view.groups[0]).toMatchObject({ deliveryDays: ['Tuesday'], minOrderValue: 400, isBelowMinimum: false });
  });

  it("adds the supplier's delivery fee to this venue to the group's and the basket's totals, not to the minimum", async () => {
    const store = await given(...catalogue, added('venue-1', 'cod', 'fish', 4), {
      type: 'VenueSupplierCustomerDetailsSet',
      data: {
        venueId: 'venue-1',
        supplierId: 'fish',
        customerEmail: 'chef@venue.test',
        accountName: 'Venue',
        deliveryFee: 750,
        priceFileSupplierId: 'fish',
      },
    });

    const view = await basketView(store, 'venue-1', { isPricesHidden: false, today: '2024-03-04', time: '09:00' });

    expect(view.groups[0]).toMatchObject({ deliveryFee: 750, linesTotal: 4800, total: 5550, isBelowMinimum: true });
    expect(view.total).toBe(5550);
  });

  it('prices lines at the latest listing of the product', async () => {
    const store = await given(
      ...catalogue,
      added('venue-1', 'ice', 'fish', 2),
      productListed('ice', 'fish', 300, true),
    );

    const view = await basketView(store, 'venue-1', { isPricesHidden: false, today: '2024-03-04', time: '09:00' });

    expect(view.groups[0]?.lines[0]).toMatchObject({ unitPrice: 300, hasVat: true, lineTotal: 720 });
  });

  it('passes isPricesHidden and today through', async () => {
    const store = await given(...catalogue, added('venue-1', 'cod', 'fish', 1));

    const view = await basketView(store, 'venue-1', { isPricesHidden: true, today: '2024-05-01', time: '09:00' });

    expect(view.isPricesHidden).toBe(true);
    expect(view.today).toBe('2024-05-01');
    expect(view.total).toBe(1200);
  });

  it('is empty for a venue without a basket', async () => {
    const store = await given(...catalogue);

    expect(await basketView(store, 'venue-9', { isPricesHidden: false, today: '2024-03-04', time: '09:00' })).toEqual({
      venueId: 'venue-9',
      groups: [],
      total: 0,
      supplierCount: 0,
      productCount: 0,
      itemCount: 0,
      isPricesHidden: false,
      today: '2024-03-04',
      time: '09:00',
    });
  });
});
