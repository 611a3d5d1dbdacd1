import { Menu, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { formatPence, type IngredientProduct } from '@oms/contracts';
import '@blueprintjs/select/lib/css/blueprint-select.css';

const shownAtOnce = 50;
export const productKeyOf = (product: Pick<IngredientProduct, 'productId' | 'venueProductId'>) =>
  product.venueProductId ?? product.productId ?? '';

/** One ingredient's product, from the venue's own list and its suppliers' catalogues, filtered as typed. */
export function IngredientPicker({
  products,
  selected,
  label,
  onSelect,
}: {
  products: readonly IngredientProduct[];
  selected: IngredientProduct | null;
  label: string;
  onSelect: (product: IngredientProduct) => void;
}) {
  return (
    <Suggest<IngredientProduct>
      fill
      items={products as IngredientProduct[]}
      selectedItem={selected}
      onItemSelect={onSelect}
      itemsEqual={(a, b) => productKeyOf(a) === productKeyOf(b)}
      inputValueRenderer={(product) => product.title}
      resetOnClose
      itemPredicate={(query, product) =>
        `${product.title} ${product.sku} ${product.supplierTitle}`.toLowerCase().includes(query.trim().toLowerCase())
      }
      inputProps={{ placeholder: 'Search your products…', 'aria-label': label }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      itemRenderer={(product, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={productKeyOf(product)}
            ref={ref}
            active={modifiers.active}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
            text={product.title}
            label={`${product.size} · ${formatPence(product.pricePence)}`}
          />
        ) : null
      }
      itemListRenderer={({ filteredItems, renderItem, itemsParentRef, menuProps }) => (
        <Menu role="listbox" {...menuProps} ulRef={itemsParentRef}>
          {filteredItems.length === 0 ? (
            <MenuItem disabled text="No matching products" roleStructure="listoption" />
          ) : (
            filteredItems.slice(0, shownAtOnce).map(renderItem)
          )}
          {filteredItems.length > shownAtOnce && (
            <MenuItem
              disabled
              text={`${filteredItems.length - shownAtOnce} more: keep typing to narrow the list`}
              roleStructure="listoption"
            />
          )}
        </Menu>
      )}
    />
  );
}
