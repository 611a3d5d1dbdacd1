import type { BasketLineView } from '@oms/contracts';
import { lineQuantityOf, MAX_LINE_QUANTITY, quantityMessages } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../platform/toaster';
import { useChangeBasketQuantity } from '../basketMutations';

export interface BasketGridContext {
  venueId: string;
}

/** Typing pauses this long before the new quantity is saved; blur and Enter save at once. */
const saveAfterTypingMs = 800;

export function BasketQuantityCell({
  data,
  context,
}: CustomCellRendererProps<BasketLineView, number, BasketGridContext>) {
  const changeQuantity = useChangeBasketQuantity(context.venueId);
  const savedQuantity = data?.quantity ?? 0;
  const [draft, setDraft] = useState(String(savedQuantity));
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setDraft(String(savedQuantity)), [savedQuantity]);
  useEffect(() => () => clearTimeout(pendingSave.current), []);

  if (!data) return null;

  const save = (value: string) => {
    clearTimeout(pendingSave.current);
    const quantity = lineQuantityOf(value, 0);
    if (quantity === null) {
      setDraft(String(savedQuantity));
      if (value.trim() !== '')
        void showToast({ intent: 'warning', icon: 'warning-sign', message: quantityMessages.basketRange });
      return;
    }
    if (quantity === savedQuantity) return;
    changeQuantity.mutate(
      { productId: data.productId, quantity },
      {
        onError: (error) => {
          setDraft(String(savedQuantity));
          void showToast({ intent: 'danger', icon: 'error', message: error.message });
        },
      },
    );
  };

  return (
    <input
      className="bp6-input basket-quantity"
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_LINE_QUANTITY}
      step={1}
      aria-label={`Quantity of ${data.title}`}
      value={draft}
      onChange={(event) => {
        const value = event.target.value;
        setDraft(value);
        clearTimeout(pendingSave.current);
        pendingSave.current = setTimeout(() => save(value), saveAfterTypingMs);
      }}
      onBlur={(event) => save(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save(event.currentTarget.value);
      }}
    />
  );
}
