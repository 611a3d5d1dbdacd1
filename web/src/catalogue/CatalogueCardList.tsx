import { Card } from '@blueprintjs/core';
import type { CatalogueRow } from '@oms/contracts';
import type { CatalogueGridContext } from './AddToBasketCell';
import { AddToListAction, PriceChangeMarker } from './catalogueCells';
import { QuantityAddControl } from './QuantityAddControl';
import '../platform/productCards.css';

/**
 * Issue 14 item 10: at phone widths a grid cuts titles to a few characters, so each product is a card
 * with its title in full, size, price, price change and the list and basket actions.
 */
export function CatalogueCardList({
  products,
  context,
  priceOf,
}: {
  products: readonly CatalogueRow[];
  context: CatalogueGridContext;
  /** Null when the catalogue's options hide prices. */
  priceOf: ((product: CatalogueRow) => string) | null;
}) {
  return (
    <ul className="catalogue-cards" aria-label="Products">
      {products.map((product) => (
        <li key={product.productId}>
          <Card className="catalogue-card" compact>
            <p className="catalogue-card__title">{product.title}</p>
            <p className="catalogue-card__details bp6-text-muted">
              {[product.size, product.supplierTitle].filter(Boolean).join(' · ')}
            </p>
            <div className="catalogue-card__actions">
              {priceOf && <strong className="catalogue-card__price">{priceOf(product)}</strong>}
              <PriceChangeMarker product={product} onClear={context.onClearPriceChange} />
              <AddToListAction product={product} onAddToList={context.onAddToList} />
              <QuantityAddControl venueId={context.venueId} productId={product.productId} title={product.title} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
