import type { OrderedProductRow, OrderedProducts } from '@oms/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderedProductsSnapshot } from './OrderedProductsSnapshot';

const row = (index: number): OrderedProductRow => ({
  productId: `p-${index}`,
  title: `Product ${index}`,
  sku: `SKU${index}`,
  size: '1kg',
  UoM: 'Each',
  type: 'Dry Goods',
  supplierId: 's-1',
  supplierTitle: 'Brakes',
  orderCount: 1,
  orderedQuantity: 2,
  acceptedQuantity: 2,
  spendExVat: 1000,
  spend: 1200,
  lastUnitPrice: 500,
  firstOrderedDate: '2026-11-01',
  lastOrderedDate: '2026-11-02',
});

describe("the 'Download image' source", () => {
  it('holds every ordered product, not the window a virtualised grid shows', () => {
    const products = Array.from({ length: 148 }, (_, index) => row(index));
    const data: OrderedProducts = {
      start: '2026-10-25',
      end: '2026-11-24',
      receipting: 'all',
      products,
      totals: { productCount: 148, orderedQuantity: 296, acceptedQuantity: 296, spend: 177_600, spendExVat: 148_000 },
    };
    const html = renderToStaticMarkup(createElement(OrderedProductsSnapshot, { data }));
    expect(html.match(/<tr>/g)?.length).toBe(148 + 1);
    expect(html).toContain('Product 147');
  });
});
