import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { formatPence, type IngredientProduct, type RecipeUnit, recipeMessages } from '@oms/contracts';
import { useId, useState } from 'react';
import { type IngredientDraft, ingredientDraftCost } from './recipeForm';

/** Edit Ingredient: the quantity used and its unit, with what the product is and costs. */
export function EditIngredientDialog({
  draft,
  product,
  onClose,
  onSave,
}: {
  draft: IngredientDraft;
  product: IngredientProduct;
  onClose: () => void;
  onSave: (draft: IngredientDraft) => void;
}) {
  const id = useId();
  const [edited, setEdited] = useState(draft);
  const cost = ingredientDraftCost(product, edited);
  return (
    <Dialog isOpen onClose={onClose} title={recipeMessages.editIngredient} className="recipes__small-dialog">
      <DialogBody>
        <p>
          <strong>{product.title}</strong> · {product.supplierTitle} · {product.size} {product.UoM} ·{' '}
          {formatPence(product.pricePence)}
        </p>
        <FormGroup label="Quantity used" labelFor={`${id}-quantity`}>
          <InputGroup
            id={`${id}-quantity`}
            type="number"
            min={0}
            value={edited.quantity}
            onValueChange={(value) => setEdited({ ...edited, quantity: value })}
          />
        </FormGroup>
        <FormGroup label="Unit" labelFor={`${id}-unit`}>
          <HTMLSelect
            id={`${id}-unit`}
            value={edited.unit}
            options={product.units}
            onChange={(event) => setEdited({ ...edited, unit: event.currentTarget.value as RecipeUnit })}
          />
        </FormGroup>
        <p>Cost: {cost === null ? '–' : formatPence(Math.round(cost))}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Save" onClick={() => onSave(edited)} />
          </>
        }
      />
    </Dialog>
  );
}
