import { formatOrderDate, formatPence, type OrderedProducts, orderedProductsCsvRows } from '@oms/contracts';
import { forwardRef } from 'react';

/**
 * What 'Download image' draws: the summary and every row in a plain table at its natural width, off
 * screen. The grid on the page is virtualised and scrolls, so a picture of it would hold a window only.
 */
export const OrderedProductsSnapshot = forwardRef<HTMLDivElement, { data: OrderedProducts }>(
  function OrderedProductsSnapshot({ data }, ref) {
    const [headings = [], ...rows] = orderedProductsCsvRows(data.products);
    return (
      <div ref={ref} className="ordered-products-snapshot" aria-hidden="true">
        <h2>Ordered products</h2>
        <p>
          {formatOrderDate(data.start)} – {formatOrderDate(data.end)} · {data.totals.productCount} products ·{' '}
          {data.totals.acceptedQuantity} items accepted · {formatPence(data.totals.spend)} spend (
          {formatPence(data.totals.spendExVat)} ex VAT)
        </p>
        <table>
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading}>{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={data.products[index]?.productId ?? index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never reorder.
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
);
