import { Button, Icon, Tooltip } from '@blueprintjs/core';
import { businessDateOf, type CatalogueRow, formatOrderDate, formatPence, withVat } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import type { CatalogueGridContext } from './AddToBasketCell';

type CellProps = CustomCellRendererProps<CatalogueRow, unknown, CatalogueGridContext>;

/** Spec 01 §4: an arrow for 14 days after a price change (down when cheaper), with 'clear notification'. */
export function PriceChangeCell({ data, context }: CellProps) {
  if (!data) return null;
  return <PriceChangeMarker product={data} onClear={context.onClearPriceChange} />;
}

export function PriceChangeMarker({
  product: data,
  onClear,
}: {
  product: CatalogueRow;
  onClear: (product: CatalogueRow) => void;
}) {
  const change = data.priceChange;
  if (!change) return null;
  const isDown = change.direction === 'down';
  const description = `Price ${isDown ? 'down' : 'up'} from ${formatPence(withVat(change.previousOMSPrice, data.hasVat))} on ${formatOrderDate(businessDateOf(change.changedAt))}`;
  return (
    <span className="price-change">
      <Tooltip content={description} placement="top">
        <Icon
          icon={isDown ? 'arrow-down' : 'arrow-up'}
          intent={isDown ? 'success' : 'danger'}
          title={description}
          tabIndex={0}
          className="price-change__arrow"
        />
      </Tooltip>
      <Button
        size="small"
        variant="minimal"
        icon="cross"
        aria-label={`Clear notification for ${data.title}`}
        title="Clear notification"
        onClick={() => onClear(data)}
      />
    </span>
  );
}

/** Spec 01 §2: 'Add' opens the 'Add to your products' form, or says the product is already there. */
export function AddToListCell({ data, context }: CellProps) {
  if (!data) return null;
  return <AddToListAction product={data} onAddToList={context.onAddToList} />;
}

export function AddToListAction({
  product,
  onAddToList,
}: {
  product: CatalogueRow;
  onAddToList: (product: CatalogueRow) => void;
}) {
  const isNarrow = useNarrowerThan('sm');
  if (product.isOnShoppingList) {
    return (
      <span className="catalogue-on-list" title="On your list">
        <Icon icon="tick" intent="success" aria-hidden />
        {isNarrow ? <span className="bp6-text-muted catalogue-on-list__short">Listed</span> : ' On your list'}
      </span>
    );
  }
  return (
    <Button
      size="small"
      icon="plus"
      text={isNarrow ? undefined : 'Add'}
      aria-label={`Add ${product.title} to your products`}
      onClick={() => onAddToList(product)}
    />
  );
}
