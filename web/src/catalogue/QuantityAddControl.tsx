import { Button, Tooltip } from '@blueprintjs/core';
import { lineQuantityOf, MAX_LINE_QUANTITY, quantityMessages } from '@oms/contracts';
import { useId, useState } from 'react';
import { useAddToBasket } from '../ordering/basketMutations';
import { isApiError } from '../platform/apiError';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import './addToBasketCell.css';

/** Spec 01 §2: the product quantity control with its Add button, putting the product in the basket. */
export function QuantityAddControl({
  venueId,
  productId,
  title,
  buttonText = 'Add to basket',
  startQuantity = 1,
}: {
  venueId: string;
  productId: string;
  title: string;
  buttonText?: string;
  /** Where the field starts, and returns to after adding: a venue product's default quantity. */
  startQuantity?: number;
}) {
  const addToBasket = useAddToBasket(venueId);
  // Phones: the short 'Add' of the spec's quantity control, so the control fits beside the title.
  const isNarrow = useNarrowerThan('sm');
  const [quantity, setQuantity] = useState(String(startQuantity));
  const parsedQuantity = lineQuantityOf(quantity);
  const isQuantityValid = parsedQuantity !== null;
  const messageId = useId();

  const add = () => {
    if (parsedQuantity === null) return;
    addToBasket.mutate(
      { productId, quantity: parsedQuantity },
      {
        onSuccess: () => {
          setQuantity(String(startQuantity));
          void showToast({ intent: 'success', icon: 'tick', message: `${title} added to your basket` });
        },
        onError: (error) =>
          void showToast({
            intent: 'danger',
            icon: 'error',
            message: (isApiError(error) && error.fields?.quantity) || error.message,
          }),
      },
    );
  };

  return (
    <div className="add-to-basket">
      {/* The limit shows by the field, in a popover: a grid cell has no room for a line of text. */}
      <Tooltip content={quantityMessages.range} isOpen={!isQuantityValid} intent="danger" placement="bottom">
        <input
          className="bp6-input add-to-basket__quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          aria-label={`Quantity of ${title}`}
          aria-invalid={!isQuantityValid}
          aria-describedby={isQuantityValid ? undefined : messageId}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
      </Tooltip>
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
      {!isQuantityValid && (
        <span id={messageId} className="add-to-basket__message" role="alert">
          {quantityMessages.range}
        </span>
      )}
    </div>
  );
}
