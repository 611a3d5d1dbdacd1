import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { formatLondonDateTime, formatPence, formatQuantity, recipeMessages, type SignedFile } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../platform/LoadingState';
import { showErrorToast, showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { recipeQuery, useConfirmAllergens } from './queries';
import { gpIntent, gpText, portionCostText } from './recipeFormat';

/** The detail card (spec 02 §2.1): costs, GP tag, ingredients, notes with enlargeable images, steps, allergens. */
export function RecipeDetailDialog({
  venueId,
  recipeId,
  onClose,
  onEdit,
}: {
  venueId: string;
  recipeId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const recipe = useQuery(recipeQuery(venueId, recipeId));
  const confirm = useConfirmAllergens(venueId);
  const [enlarged, setEnlarged] = useState<SignedFile | null>(null);
  const isPhone = useNarrowerThan('md');
  const data = recipe.data;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={data?.title ?? 'Recipe'}
      icon="book"
      className={`recipes__detail-dialog${isPhone ? ' recipes__sheet' : ''}`}
    >
      <DialogBody>
        {recipe.isPending && <LoadingState label="Loading the recipe" />}
        {recipe.isError && <p role="alert">{recipe.error.message}</p>}
        {data && (
          <div className="recipes__detail">
            <div className="recipes__detail-head">
              {data.image && <img src={data.image.signedURL} alt={data.title} className="recipes__detail-image" />}
              <div>
                {data.description && <p>{data.description}</p>}
                <p className={Classes.TEXT_MUTED}>Category: {data.category?.name ?? 'None'}</p>
                <Tag large intent={gpIntent(data.grossProfit)}>
                  Gross profit {gpText(data.grossProfit)}
                </Tag>
              </div>
            </div>
            {data.allergensNeedReview && (
              <Callout intent="danger" icon="warning-sign" title={recipeMessages.allergensNeedReview}>
                <p>Allergens changed for: {data.allergensChangedProducts.join(', ')}.</p>
                <Button
                  intent="danger"
                  text={recipeMessages.confirmAllergens}
                  loading={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(recipeId, {
                      onSuccess: (result) => void showToast({ intent: 'success', message: result.message }),
                      onError: showErrorToast,
                    })
                  }
                />
              </Callout>
            )}
            <dl className="recipes__facts">
              <dt>Cost per recipe</dt>
              <dd>{formatPence(data.costPerRecipe)}</dd>
              <dt>Cost per portion</dt>
              <dd>{portionCostText(data.costPerPortion)}</dd>
              <dt>Portions</dt>
              <dd>{data.portions}</dd>
              <dt>Serving size</dt>
              <dd>{data.servingSize}</dd>
              <dt>Selling price</dt>
              <dd>{data.sellingPrice === null ? '–' : formatPence(data.sellingPrice)}</dd>
            </dl>
            <h3 className="bp6-heading">Ingredients</h3>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it. */}
            <section className="recipes__table-wrap" aria-label="Ingredients" tabIndex={0}>
              <HTMLTable compact striped className="recipes__table">
                <thead>
                  <tr>
                    <th scope="col">Ingredient</th>
                    <th scope="col">Quantity</th>
                    <th scope="col" className="recipes__number">
                      Cost
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.ingredients.map((ingredient) => (
                    <tr key={ingredient.ingredientId}>
                      <td>
                        {ingredient.title}
                        <div className="recipes__details">
                          {ingredient.supplierTitle} · {ingredient.size} · {formatPence(ingredient.pricePence)}
                        </div>
                      </td>
                      <td>
                        {formatQuantity(ingredient.quantity)} {ingredient.unit}
                      </td>
                      <td className="recipes__number">
                        {ingredient.cost === null ? '–' : formatPence(ingredient.cost)}
                      </td>
                    </tr>
                  ))}
                  {data.customIngredients.map((ingredient) => (
                    <tr key={ingredient.ingredientId}>
                      <td>{ingredient.title}</td>
                      <td>
                        {ingredient.size} {ingredient.UoM}
                      </td>
                      <td className="recipes__number">{formatPence(ingredient.totalPrice)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </section>
            {(data.notes.text || data.notes.images.length > 0) && (
              <>
                <h3 className="bp6-heading">Notes</h3>
                <p className="recipes__notes">{data.notes.text}</p>
                <div className="recipes__note-images">
                  {data.notes.images.map((image, index) => (
                    <button
                      type="button"
                      key={image.keyName}
                      className="recipes__note-image-button"
                      onClick={() => setEnlarged(image)}
                      aria-label={`Enlarge note image ${index + 1}`}
                    >
                      <img src={image.signedURL} alt={`Note ${index + 1}`} />
                    </button>
                  ))}
                </div>
              </>
            )}
            {data.steps.length > 0 && (
              <>
                <h3 className="bp6-heading">Method</h3>
                <ol className="recipes__steps">
                  {data.steps.map((step, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps are shown in their saved order only.
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </>
            )}
            <h3 className="bp6-heading">
              Allergens
              {data.allergensEditedByUser && (
                <Tag minimal className="recipes__edited">
                  {recipeMessages.editedByUser}
                </Tag>
              )}
            </h3>
            <p>
              {data.allergens.length === 0
                ? 'None'
                : data.allergens.map((allergen) => (
                    <Tag key={allergen} intent="danger" minimal className="recipes__allergen-tag">
                      {allergen}
                    </Tag>
                  ))}
            </p>
            <h3 className="bp6-heading">History</h3>
            <ul className="recipes__history">
              {data.history.map((entry) => (
                <li key={`${entry.type}-${entry.at}`}>
                  {entry.description} · {entry.by} · {formatLondonDateTime(entry.at)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button intent="primary" icon="edit" text={recipeMessages.editRecipe} disabled={!data} onClick={onEdit} />
          </>
        }
      />
      <Dialog
        isOpen={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title="Note image"
        className="recipes__image-dialog"
      >
        <DialogBody>
          {enlarged && <img src={enlarged.signedURL} alt="Note, enlarged" className="recipes__enlarged" />}
        </DialogBody>
      </Dialog>
    </Dialog>
  );
}
