import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { formatPence, recipeMessages } from '@oms/contracts';
import { useId, useState } from 'react';
import { type CustomDraft, canAddCustomDraft, customDraftTotal, emptyCustomDraft, isPriceValid } from './recipeForm';

/** "Provide Product Information": a product described on the recipe; total = size × price when both are numbers. */
export function CustomProductDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (draft: CustomDraft) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<CustomDraft>(emptyCustomDraft);
  const set = (field: keyof CustomDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const total = customDraftTotal(draft);
  return (
    <Dialog isOpen onClose={onClose} title={recipeMessages.customProduct} className="recipes__small-dialog">
      <DialogBody>
        {(['title', 'sku', 'size', 'UoM'] as const).map((field) => (
          <FormGroup
            key={field}
            label={{ title: 'Title', sku: 'SKU', size: 'Size', UoM: 'UoM' }[field]}
            labelFor={`${id}-${field}`}
          >
            <InputGroup id={`${id}-${field}`} value={draft[field]} onValueChange={set(field)} />
          </FormGroup>
        ))}
        <FormGroup label="Price (£)" labelFor={`${id}-price`} intent={isPriceValid(draft.price) ? 'none' : 'danger'}>
          <InputGroup id={`${id}-price`} inputMode="decimal" value={draft.price} onValueChange={set('price')} />
        </FormGroup>
        <p>Total: {total === null ? '–' : formatPence(total)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Add" disabled={!canAddCustomDraft(draft)} onClick={() => onAdd(draft)} />
          </>
        }
      />
    </Dialog>
  );
}
