import { Button } from '@blueprintjs/core';
import type { VenueProduct } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { QuantityAddControl } from '../catalogue/QuantityAddControl';

export interface ShoppingListGridContext {
  venueId: string;
  onToggleFavourite: (product: VenueProduct) => void;
  onEdit: (product: VenueProduct) => void;
  onRemove: (product: VenueProduct) => void;
}

// Only the row and context are read, so the phone card list can render the same actions outside the grid.
type CellProps = Pick<CustomCellRendererProps<VenueProduct, unknown, ShoppingListGridContext>, 'data' | 'context'>;

export function FavouriteCell({ data, context }: CellProps) {
  if (!data) return null;
  return (
    <Button
      size="small"
      variant="minimal"
      icon={data.isFavourite ? 'star' : 'star-empty'}
      intent={data.isFavourite ? 'warning' : 'none'}
      aria-pressed={data.isFavourite}
      aria-label={`Favourite: ${data.title}`}
      onClick={() => context.onToggleFavourite(data)}
    />
  );
}

export function ActionsCell({ data, context }: CellProps) {
  if (!data) return null;
  return (
    <span className="shopping-list__actions">
      <Button
        size="small"
        variant="minimal"
        icon="edit"
        aria-label={`Edit ${data.title}`}
        onClick={() => context.onEdit(data)}
      />
      <Button
        size="small"
        variant="minimal"
        icon="trash"
        intent="danger"
        aria-label={`Remove ${data.title}`}
        onClick={() => context.onRemove(data)}
      />
    </span>
  );
}

/** Add to basket from the list too; a custom product has no supplier to order from. */
export function BasketCell({ data, context }: CellProps) {
  if (!data) return null;
  if (!data.productId) return <span className="shopping-list__custom">Custom product</span>;
  return (
    <QuantityAddControl
      venueId={context.venueId}
      productId={data.productId}
      title={data.title}
      startQuantity={data.defaultQuantity ?? 1}
    />
  );
}
