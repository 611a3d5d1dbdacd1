import { Button } from '@blueprintjs/core';
import type { CatalogueProduct } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useState } from 'react';
import { useAddToBasket } from '../ordering/basketMutations';
import { showToast } from '../platform/toaster';
import './addToBasketCell.css';

export interface CatalogueGridContext {
  venueId: string;
}

export function AddToBasketCell({
  data,
  context,
}: CustomCellRendererProps<CatalogueProduct, unknown, CatalogueGridContext>) {
  const addToBasket = useAddToBasket(context.venueId);
  const [quantity, setQuantity] = useState('1');
  if (!data) return null;

  const parsedQuantity = Number(quantity);
  const isQuantityValid = Number.isInteger(parsedQuantity) && parsedQuantity >= 1;

  const add = () => {
    if (!isQuantityValid) return;
    addToBasket.mutate(
      { productId: data.productId, quantity: parsedQuantity },
      {
        onSuccess: () => {
          setQuantity('1');
          void showToast({ intent: 'success', icon: 'tick', message: `${data.title} added to your basket` });
        },
        onError: (error) => void showToast({ intent: 'danger', icon: 'error', message: error.message }),
      },
    );
  };

  return (
    <div className="add-to-basket">
      <input
        className="bp6-input add-to-basket__quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={`Quantity of ${data.title}`}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
      />
      <Button
        size="small"
        intent="primary"
        icon="shopping-cart"
        text="Add to basket"
        loading={addToBasket.isPending}
        disabled={!isQuantityValid}
        onClick={add}
      />
    </div>
  );
}
