import { Dialog, DialogBody } from '@blueprintjs/core';
import { recipeMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../platform/LoadingState';
import { ingredientProductsQuery, recipeQuery } from './queries';
import { RecipeFormDialog } from './RecipeFormDialog';
import { emptyRecipeForm, recipeFormOf } from './recipeForm';

/** The create/update modal (spec 02 §2.1): 1300 wide, a full-screen sheet on phones. */
export function RecipeDialog({
  venueId,
  recipeId,
  onClose,
}: {
  venueId: string;
  recipeId: string | null;
  onClose: () => void;
}) {
  const products = useQuery(ingredientProductsQuery(venueId));
  const recipe = useQuery({ ...recipeQuery(venueId, recipeId ?? ''), enabled: recipeId !== null });
  if (products.isPending || (recipeId && recipe.isPending)) {
    return (
      <Dialog isOpen onClose={onClose} title={recipeId ? recipeMessages.editRecipe : recipeMessages.createRecipe}>
        <DialogBody>
          <LoadingState label="Loading your products" />
        </DialogBody>
      </Dialog>
    );
  }
  return (
    <RecipeFormDialog
      venueId={venueId}
      recipeId={recipeId}
      initial={recipeId && recipe.data ? recipeFormOf(recipe.data) : emptyRecipeForm()}
      products={products.data?.products ?? []}
      onClose={onClose}
    />
  );
}
