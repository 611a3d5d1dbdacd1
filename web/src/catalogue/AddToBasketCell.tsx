import type { CatalogueRow } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { QuantityAddControl } from './QuantityAddControl';

export interface CatalogueGridContext {
  venueId: string;
  onAddToList: (product: CatalogueRow) => void;
  onClearPriceChange: (product: CatalogueRow) => void;
}

export function AddToBasketCell({
  data,
  context,
}: CustomCellRendererProps<CatalogueRow, unknown, CatalogueGridContext>) {
  if (!data) return null;
  return <QuantityAddControl venueId={context.venueId} productId={data.productId} title={data.title} />;
}
