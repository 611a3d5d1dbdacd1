import { type ChecklistLine, formatPence } from '@oms/contracts';
import type { ReactNode } from 'react';
import type { Breakpoint } from '../../platform/breakpoints';

/** Below this width the checklist tables show the compact columns (seven columns need a laptop's width). */
export const compactBelow: Breakpoint = 'lg';

/**
 * Phones have no room for the SKU, size, ordered quantity and price columns: they wrap under the
 * product's title instead of being cut off.
 */
export function ProductSummary({
  line,
  showPrice,
  children,
}: {
  line: ChecklistLine;
  showPrice: boolean;
  children?: ReactNode;
}) {
  const facts = [line.sku, line.size, `Ordered ${line.quantity}`];
  if (showPrice && line.unitPrice !== null) facts.push(formatPence(line.unitPrice));
  return (
    <div className="checklist-product">
      <span className="checklist-product__title">{line.title}</span>
      <span className="checklist-product__details">{facts.join(' · ')}</span>
      {children}
    </div>
  );
}
