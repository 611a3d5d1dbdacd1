import {
  type Allergen,
  customIngredientTotal,
  dishAllergens,
  type IngredientProduct,
  ingredientCostPence,
  type RecipeDetail,
  type RecipeUnit,
  recipeCosting,
  recipeDefaults,
  recipeMessages,
  type SaveRecipeBody,
  type SignedFile,
  sellingPricePattern,
} from '@oms/contracts';

export interface StepDraft {
  id: string;
  text: string;
}

export interface IngredientDraft {
  id: string;
  productKey: string | null;
  quantity: string;
  unit: RecipeUnit;
}

export interface CustomDraft {
  id: string;
  sku: string;
  title: string;
  size: string;
  /** Pounds as typed. */
  price: string;
  UoM: string;
}

/** The create/update modal's state, every number as typed. */
export interface RecipeForm {
  title: string;
  description: string;
  categoryId: string;
  portions: string;
  servingSize: string;
  sellingPrice: string;
  image: SignedFile | null;
  ingredients: IngredientDraft[];
  customIngredients: CustomDraft[];
  notesText: string;
  noteImages: SignedFile[];
  steps: StepDraft[];
  allergens: Allergen[];
  allergensEditedByUser: boolean;
}

export const newDraftId = () => crypto.randomUUID();

export const emptyIngredient = (): IngredientDraft => ({ id: newDraftId(), productKey: null, quantity: '', unit: 'g' });

export const emptyCustomDraft = (): CustomDraft => ({
  id: newDraftId(),
  sku: '',
  title: '',
  size: '',
  price: '',
  UoM: '',
});

export const emptyRecipeForm = (): RecipeForm => ({
  title: '',
  description: '',
  categoryId: '',
  portions: String(recipeDefaults.portions),
  servingSize: String(recipeDefaults.servingSize),
  sellingPrice: '',
  image: null,
  ingredients: [emptyIngredient()],
  customIngredients: [],
  notesText: '',
  noteImages: [],
  steps: [{ id: newDraftId(), text: '' }],
  allergens: [],
  allergensEditedByUser: false,
});

export function recipeFormOf(recipe: RecipeDetail): RecipeForm {
  return {
    title: recipe.title,
    description: recipe.description,
    categoryId: recipe.category?._id ?? '',
    portions: String(recipe.portions),
    servingSize: String(recipe.servingSize),
    sellingPrice: recipe.sellingPrice === null ? '' : (recipe.sellingPrice / 100).toFixed(2),
    image: recipe.image,
    ingredients: recipe.ingredients.map((ingredient) => ({
      id: newDraftId(),
      productKey: ingredient.venueProductId ?? ingredient.productId,
      quantity: String(ingredient.quantity),
      unit: ingredient.unit,
    })),
    customIngredients: recipe.customIngredients.map((ingredient) => ({
      id: newDraftId(),
      sku: ingredient.sku,
      title: ingredient.title,
      size: ingredient.size,
      price: (ingredient.price / 100).toFixed(2),
      UoM: ingredient.UoM,
    })),
    notesText: recipe.notes.text,
    noteImages: recipe.notes.images,
    steps: recipe.steps.map((text) => ({ id: newDraftId(), text })),
    allergens: recipe.allergens,
    allergensEditedByUser: recipe.allergensEditedByUser,
  };
}

export const penceOf = (pounds: string) => Math.round(Number(pounds) * 100);

export const isPriceValid = (pounds: string) => pounds === '' || sellingPricePattern.test(pounds);

/** "Provide Product Information": total = size × price when both are numbers. */
export function customDraftTotal(draft: CustomDraft): number | null {
  return isPriceValid(draft.price) && draft.price ? customIngredientTotal(draft.size, penceOf(draft.price)) : null;
}

export const canAddCustomDraft = (draft: CustomDraft) =>
  draft.title.trim() !== '' && draft.price !== '' && isPriceValid(draft.price);

/** What an ingredient costs at the quantity typed; null while the quantity is empty or negative. */
export function ingredientDraftCost(product: IngredientProduct, draft: IngredientDraft): number | null {
  const quantity = Number(draft.quantity);
  if (draft.quantity === '' || !(quantity >= 0)) return null;
  const cost = ingredientCostPence(product, quantity, draft.unit);
  return cost.ok ? cost.quantity : null;
}

export type ProductsByKey = ReadonlyMap<string, IngredientProduct>;

const productOf = (ingredient: IngredientDraft, byKey: ProductsByKey) =>
  ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;

/** What the form shows as it is typed: each line's cost, the recipe's costing and the dish's allergens. */
export function recipeFigures(form: RecipeForm, byKey: ProductsByKey) {
  const costs = form.ingredients.map((ingredient) => {
    const product = productOf(ingredient, byKey);
    if (!product || ingredient.quantity === '') return null;
    const cost = ingredientCostPence(product, Number(ingredient.quantity), ingredient.unit);
    return cost.ok ? cost.quantity : null;
  });
  const customTotals = form.customIngredients.map(
    (ingredient) => customIngredientTotal(ingredient.size, penceOf(ingredient.price)) ?? penceOf(ingredient.price),
  );
  const known = [...costs.filter((cost): cost is number => cost !== null), ...customTotals];
  const sellingPriceValid = isPriceValid(form.sellingPrice);
  const sellingPence = form.sellingPrice && sellingPriceValid ? penceOf(form.sellingPrice) : null;
  const chosen = form.ingredients.flatMap((ingredient) => {
    const product = productOf(ingredient, byKey);
    return product ? [product] : [];
  });
  const derived = dishAllergens(
    chosen.map((product) => product.allergens),
    { allergensEditedByUser: false, allergens: [] },
  ).allergens;
  return {
    costs,
    customTotals,
    sellingPriceValid,
    sellingPence,
    costing: recipeCosting(known, Math.max(1, Number(form.portions) || 1), sellingPence),
    costEmpty: known.length === 0,
    chosen,
    shownAllergens: form.allergensEditedByUser ? form.allergens : derived,
  };
}

export type RecipeFigures = ReturnType<typeof recipeFigures>;

/**
 * Spec 02 §5: not while uploading, nor while the selling price or cost per recipe is empty; with no ingredient
 * chosen Save stays enabled, so that it can say why ("Please select at least one ingredient.").
 */
export function saveBlockedBy(form: RecipeForm, figures: RecipeFigures, uploading: number): string | null {
  if (uploading > 0) return recipeMessages.waitForUpload;
  if (form.sellingPrice === '' || !figures.sellingPriceValid) return recipeMessages.enterSellingPrice;
  if (figures.costEmpty && figures.chosen.length > 0) return recipeMessages.noCostYet;
  return null;
}

/** Why Save refuses the form as it is: a name first, then at least one ingredient. */
export function saveRefusal(form: RecipeForm, figures: RecipeFigures): 'nameRequired' | 'noIngredients' | null {
  if (!form.title.trim()) return 'nameRequired';
  if (figures.chosen.length === 0) return 'noIngredients';
  return null;
}

export function saveRecipeBody(form: RecipeForm, byKey: ProductsByKey): SaveRecipeBody {
  return {
    title: form.title.trim(),
    description: form.description,
    categoryId: form.categoryId || null,
    portions: Math.max(1, Math.round(Number(form.portions) || 1)),
    servingSize: Math.max(0, Number(form.servingSize) || 0),
    sellingPrice: recipeFigures(form, byKey).sellingPence,
    imageKey: form.image?.keyName ?? null,
    ingredients: form.ingredients.flatMap((ingredient) => {
      const product = productOf(ingredient, byKey);
      return product
        ? [
            {
              productId: product.productId,
              venueProductId: product.venueProductId,
              quantity: Math.max(0, Number(ingredient.quantity) || 0),
              unit: ingredient.unit,
            },
          ]
        : [];
    }),
    customIngredients: form.customIngredients.map((ingredient) => ({
      sku: ingredient.sku,
      title: ingredient.title,
      size: ingredient.size,
      price: penceOf(ingredient.price),
      UoM: ingredient.UoM,
    })),
    notes: { text: form.notesText, imageKeys: form.noteImages.map((image) => image.keyName) },
    // Empty steps are dropped on save (spec 02 §5).
    steps: form.steps.map((step) => step.text.trim()).filter((step) => step.length > 0),
    allergens: form.allergensEditedByUser ? form.allergens : [],
    allergensEditedByUser: form.allergensEditedByUser,
  };
}

export function withIngredient(form: RecipeForm, ingredientId: string, changes: Partial<IngredientDraft>) {
  return form.ingredients.map((each) => (each.id === ingredientId ? { ...each, ...changes } : each));
}

/** Ticking or unticking one allergen while editing them by hand. */
export function toggledAllergens(form: RecipeForm, allergen: Allergen, checked: boolean): Allergen[] {
  return checked ? [...form.allergens, allergen] : form.allergens.filter((each) => each !== allergen);
}
