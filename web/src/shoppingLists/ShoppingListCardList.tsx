import { Card } from '@blueprintjs/core';
import type { VenueProduct } from '@oms/contracts';
import { ActionsCell, BasketCell, FavouriteCell, type ShoppingListGridContext } from './shoppingListCells';
import '../platform/productCards.css';

/** At phone widths each product is a card (title in full, its details, favourite, edit and basket), sorted by title. */
export function ShoppingListCardList({
  products,
  context,
  detailsOf,
}: {
  products: readonly VenueProduct[];
  context: ShoppingListGridContext;
  detailsOf: (product: VenueProduct) => string;
}) {
  const sorted = [...products].sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
  return (
    <ul className="catalogue-cards" aria-label="Your products">
      {sorted.map((product) => (
        <li key={product.venueProductId}>
          <Card className="catalogue-card" compact>
            <div className="shopping-list-card__heading">
              <FavouriteCell data={product} context={context} />
              <p className="catalogue-card__title">{product.title}</p>
            </div>
            <p className="catalogue-card__details bp6-text-muted">{detailsOf(product)}</p>
            <div className="catalogue-card__actions">
              <ActionsCell data={product} context={context} />
              <BasketCell data={product} context={context} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
