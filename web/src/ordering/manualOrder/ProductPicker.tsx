import { Menu, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { formatPence, type ManualOrderProduct } from '@oms/contracts';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { manualOrderProductsQuery } from './queries';

/** Typing waits this long before asking the server, so a word is one request, not one per letter. */
const typingPauseMs = 250;

/**
 * One line's product, from the supplier's catalogue. The server filters by the typed term and
 * answers a short page, so catalogues of any size stay quick to pick from.
 */
export function ProductPicker({
  venueId,
  supplierId,
  selected,
  excluded,
  label,
  onSelect,
}: {
  venueId: string;
  supplierId: string;
  selected: ManualOrderProduct | null;
  /** Products already on other lines. */
  excluded: ReadonlySet<string>;
  label: string;
  onSelect: (product: ManualOrderProduct) => void;
}) {
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(query.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [query]);
  const products = useQuery(manualOrderProductsQuery(venueId, supplierId, term));
  const items = (products.data?.products ?? []).filter((product) => !excluded.has(product.productId));
  const more = (products.data?.total ?? 0) - (products.data?.products.length ?? 0);

  return (
    <Suggest<ManualOrderProduct>
      fill
      items={items}
      selectedItem={selected}
      query={query}
      onQueryChange={setQuery}
      onItemSelect={onSelect}
      itemsEqual="productId"
      inputValueRenderer={(product) => product.title}
      resetOnClose
      inputProps={{ placeholder: 'Search the supplier’s products…', 'aria-label': label }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      itemRenderer={(product, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={product.productId}
            ref={ref}
            active={modifiers.active}
            disabled={modifiers.disabled}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
            text={product.title}
            label={`${product.sku} · ${product.size} · ${formatPence(product.OMSPrice)}`}
          />
        ) : null
      }
      itemListRenderer={({ items: listed, renderItem, itemsParentRef, menuProps }) => (
        <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} className="manual-order-products">
          {listed.length === 0 ? (
            <MenuItem
              disabled
              text={products.isFetching ? 'Searching…' : 'No matching products'}
              roleStructure="listoption"
            />
          ) : (
            listed.map(renderItem)
          )}
          {more > 0 && (
            <MenuItem disabled text={`${more} more: keep typing to narrow the list`} roleStructure="listoption" />
          )}
        </Menu>
      )}
    />
  );
}
