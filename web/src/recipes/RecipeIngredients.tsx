import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { formatPence, type IngredientProduct, type RecipeUnit, recipeMessages } from '@oms/contracts';
import { useState } from 'react';
import { CustomProductDialog } from './CustomProductDialog';
import { EditIngredientDialog } from './EditIngredientDialog';
import { IngredientPicker, productKeyOf } from './IngredientPicker';
import {
  emptyIngredient,
  type IngredientDraft,
  type ProductsByKey,
  type RecipeFigures,
  type RecipeForm,
  withIngredient,
} from './recipeForm';

/** The recipe's ingredients (catalogue products and custom ones), each with its cost, and the two dialogs that add or edit one. */
export function RecipeIngredients({
  form,
  figures,
  products,
  byKey,
  onChange,
}: {
  form: RecipeForm;
  figures: RecipeFigures;
  products: readonly IngredientProduct[];
  byKey: ProductsByKey;
  onChange: (changes: Partial<RecipeForm>) => void;
}) {
  const [customOpen, setCustomOpen] = useState(false);
  const [editingIngredient, setEditingIngredient] = useState<IngredientDraft | null>(null);
  const setIngredient = (ingredientId: string, changes: Partial<IngredientDraft>) =>
    onChange({ ingredients: withIngredient(form, ingredientId, changes) });
  const editingProduct = editingIngredient?.productKey ? byKey.get(editingIngredient.productKey) : undefined;
  return (
    <>
      <h3 className="bp6-heading">Ingredients</h3>
      <ul className="recipes__ingredients">
        {form.ingredients.map((ingredient, index) => {
          const product = ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;
          const cost = figures.costs[index];
          return (
            <li key={ingredient.id} className="recipes__ingredient">
              <div className="recipes__ingredient-product">
                <IngredientPicker
                  products={products}
                  selected={product ?? null}
                  label={`Ingredient ${index + 1}`}
                  onSelect={(chosenProduct) =>
                    setIngredient(ingredient.id, {
                      productKey: productKeyOf(chosenProduct),
                      unit: chosenProduct.defaultUnit,
                    })
                  }
                />
              </div>
              <InputGroup
                type="number"
                min={0}
                aria-label={`Quantity of ingredient ${index + 1}`}
                className="recipes__ingredient-quantity"
                value={ingredient.quantity}
                onValueChange={(quantity) => setIngredient(ingredient.id, { quantity })}
              />
              <HTMLSelect
                aria-label={`Unit of ingredient ${index + 1}`}
                value={ingredient.unit}
                options={product?.units ?? [ingredient.unit]}
                onChange={(event) => setIngredient(ingredient.id, { unit: event.currentTarget.value as RecipeUnit })}
              />
              <span className="recipes__ingredient-cost">
                {cost === null || cost === undefined ? '–' : formatPence(Math.round(cost))}
              </span>
              <Button
                variant="minimal"
                icon="edit"
                aria-label={`${recipeMessages.editIngredient} ${index + 1}`}
                disabled={!product}
                onClick={() => setEditingIngredient(ingredient)}
              />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Remove ingredient ${index + 1}`}
                onClick={() => onChange({ ingredients: form.ingredients.filter((each) => each.id !== ingredient.id) })}
              />
            </li>
          );
        })}
        {form.customIngredients.map((ingredient, index) => (
          <li key={ingredient.id} className="recipes__ingredient">
            <span className="recipes__ingredient-product">
              {ingredient.title} <span className="recipes__details">(custom)</span>
            </span>
            <span>
              {ingredient.size} {ingredient.UoM}
            </span>
            <span className="recipes__ingredient-cost">{formatPence(figures.customTotals[index] ?? 0)}</span>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`Remove ${ingredient.title}`}
              onClick={() =>
                onChange({ customIngredients: form.customIngredients.filter((each) => each.id !== ingredient.id) })
              }
            />
          </li>
        ))}
      </ul>
      <div className="recipes__toolbar">
        <Button
          icon="add"
          text="Add ingredient"
          onClick={() => onChange({ ingredients: [...form.ingredients, emptyIngredient()] })}
        />
        <Button icon="add" text="Add custom product" onClick={() => setCustomOpen(true)} />
      </div>
      {customOpen && (
        <CustomProductDialog
          onClose={() => setCustomOpen(false)}
          onAdd={(draft) => {
            onChange({ customIngredients: [...form.customIngredients, draft] });
            setCustomOpen(false);
          }}
        />
      )}
      {editingIngredient && editingProduct && (
        <EditIngredientDialog
          draft={editingIngredient}
          product={editingProduct}
          onClose={() => setEditingIngredient(null)}
          onSave={(edited) => {
            setIngredient(edited.id, { quantity: edited.quantity, unit: edited.unit });
            setEditingIngredient(null);
          }}
        />
      )}
    </>
  );
}
