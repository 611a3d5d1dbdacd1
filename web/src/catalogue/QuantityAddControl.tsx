import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useAddToBasket } from '../ordering/basketMutations';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import './addToBasketCell.css';

/** Spec 01 §2: the product quantity control with its Add button, putting the product in the basket. */
export function QuantityAddControl({
  venueId,
  productId,
  title,
  buttonText = 'Add to basket',
}: {
  venueId: string;
  productId: string;
  title: string;
  buttonText?: string;
}) {
  const addToBasket = useAddToBasket(venueId);
  // Phones: the short 'Add' of the spec's quantity control, so the control fits beside the title.
  const isNarrow = useNarrowerThan('sm');
  const [quantity, setQuantity] = useState('1');
  const parsedQuantity = Number(quantity);
  const isQuantityValid = Number.isInteger(parsedQuantity) && parsedQuantity >= 1;

  const add = () => {
    if (!isQuantityValid) return;
    addToBasket.mutate(
      { productId, quantity: parsedQuantity },
      {
        onSuccess: () => {
          setQuantity('1');
          void showToast({ intent: 'success', icon: 'tick', message: `${title} added to your basket` });
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
        aria-label={`Quantity of ${title}`}
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
        text={isNarrow ? 'Add' : buttonText}
        aria-label={`${buttonText}: ${title}`}
        loading={addToBasket.isPending}
        disabled={!isQuantityValid}
        onClick={add}
      />
    </div>
  );
}
