import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  type Allergen,
  customIngredientTotal,
  dishAllergens,
  formatPence,
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
  ukAllergens,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { compressImage } from '../platform/files/compressImage';
import { LoadingState } from '../platform/LoadingState';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { IngredientPicker, productKeyOf } from './IngredientPicker';
import {
  ingredientProductsQuery,
  recipeCategoriesQuery,
  recipeQuery,
  useAddRecipeCategory,
  useSaveRecipe,
  useUploadRecipeImage,
} from './queries';
import { RecipeSteps, type StepDraft } from './RecipeSteps';
import { gpText, portionCostText } from './recipeFormat';

interface IngredientDraft {
  id: string;
  productKey: string | null;
  quantity: string;
  unit: RecipeUnit;
}

interface CustomDraft {
  id: string;
  sku: string;
  title: string;
  size: string;
  /** Pounds as typed. */
  price: string;
  UoM: string;
}

interface RecipeForm {
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

const newId = () => crypto.randomUUID();
const emptyForm = (): RecipeForm => ({
  title: '',
  description: '',
  categoryId: '',
  portions: String(recipeDefaults.portions),
  servingSize: String(recipeDefaults.servingSize),
  sellingPrice: '',
  image: null,
  ingredients: [{ id: newId(), productKey: null, quantity: '', unit: 'g' }],
  customIngredients: [],
  notesText: '',
  noteImages: [],
  steps: [{ id: newId(), text: '' }],
  allergens: [],
  allergensEditedByUser: false,
});

function formOf(recipe: RecipeDetail): RecipeForm {
  return {
    title: recipe.title,
    description: recipe.description,
    categoryId: recipe.category?._id ?? '',
    portions: String(recipe.portions),
    servingSize: String(recipe.servingSize),
    sellingPrice: recipe.sellingPrice === null ? '' : (recipe.sellingPrice / 100).toFixed(2),
    image: recipe.image,
    ingredients: recipe.ingredients.map((ingredient) => ({
      id: newId(),
      productKey: ingredient.venueProductId ?? ingredient.productId,
      quantity: String(ingredient.quantity),
      unit: ingredient.unit,
    })),
    customIngredients: recipe.customIngredients.map((ingredient) => ({
      id: newId(),
      sku: ingredient.sku,
      title: ingredient.title,
      size: ingredient.size,
      price: (ingredient.price / 100).toFixed(2),
      UoM: ingredient.UoM,
    })),
    notesText: recipe.notes.text,
    noteImages: recipe.notes.images,
    steps: recipe.steps.map((text) => ({ id: newId(), text })),
    allergens: recipe.allergens,
    allergensEditedByUser: recipe.allergensEditedByUser,
  };
}

const penceOf = (pounds: string) => Math.round(Number(pounds) * 100);

/** "Provide Product Information": a product described on the recipe; total = size × price when both are numbers. */
function CustomProductDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (draft: CustomDraft) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<CustomDraft>({ id: newId(), sku: '', title: '', size: '', price: '', UoM: '' });
  const set = (field: keyof CustomDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const priceValid = draft.price === '' || sellingPricePattern.test(draft.price);
  const total = priceValid && draft.price ? customIngredientTotal(draft.size, penceOf(draft.price)) : null;
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
        <FormGroup label="Price (£)" labelFor={`${id}-price`} intent={priceValid ? 'none' : 'danger'}>
          <InputGroup id={`${id}-price`} inputMode="decimal" value={draft.price} onValueChange={set('price')} />
        </FormGroup>
        <p>Total: {total === null ? '–' : formatPence(total)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Add"
              disabled={!draft.title.trim() || !draft.price || !priceValid}
              onClick={() => onAdd(draft)}
            />
          </>
        }
      />
    </Dialog>
  );
}

/** Edit Ingredient: the quantity used and its unit, with what the product is and costs. */
function EditIngredientDialog({
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
  const quantity = Number(edited.quantity);
  const cost =
    edited.quantity !== '' && quantity >= 0
      ? ingredientCostPence(product, quantity, edited.unit)
      : ({ ok: false, reason: 'negative' } as const);
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
        <p>Cost: {cost.ok ? formatPence(Math.round(cost.quantity)) : '–'}</p>
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

function RecipeFormDialog({
  venueId,
  recipeId,
  initial,
  products,
  onClose,
}: {
  venueId: string;
  recipeId: string | null;
  initial: RecipeForm;
  products: readonly IngredientProduct[];
  onClose: () => void;
}) {
  const id = useId();
  const isPhone = useNarrowerThan('md');
  const [form, setForm] = useState<RecipeForm>(initial);
  const [uploading, setUploading] = useState(0);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [noIngredients, setNoIngredients] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const [editingIngredient, setEditingIngredient] = useState<IngredientDraft | null>(null);
  const [newCategory, setNewCategory] = useState('');
  const categories = useQuery(recipeCategoriesQuery(venueId));
  const addCategory = useAddRecipeCategory(venueId);
  const upload = useUploadRecipeImage(venueId);
  const save = useSaveRecipe(venueId);
  const byKey = useMemo(() => new Map(products.map((product) => [productKeyOf(product), product])), [products]);
  const update = (changes: Partial<RecipeForm>) => setForm((current) => ({ ...current, ...changes }));
  const setIngredient = (ingredientId: string, changes: Partial<IngredientDraft>) =>
    update({
      ingredients: form.ingredients.map((each) => (each.id === ingredientId ? { ...each, ...changes } : each)),
    });

  const costs = form.ingredients.map((ingredient) => {
    const product = ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;
    if (!product || ingredient.quantity === '') return null;
    const cost = ingredientCostPence(product, Number(ingredient.quantity), ingredient.unit);
    return cost.ok ? cost.quantity : null;
  });
  const customTotals = form.customIngredients.map(
    (ingredient) => customIngredientTotal(ingredient.size, penceOf(ingredient.price)) ?? penceOf(ingredient.price),
  );
  const known = [...costs.filter((cost): cost is number => cost !== null), ...customTotals];
  const sellingPriceValid = form.sellingPrice === '' || sellingPricePattern.test(form.sellingPrice);
  const sellingPence = form.sellingPrice && sellingPriceValid ? penceOf(form.sellingPrice) : null;
  const costing = recipeCosting(known, Math.max(1, Number(form.portions) || 1), sellingPence);
  const costEmpty = known.length === 0;
  const chosen = form.ingredients.flatMap((ingredient) => {
    const product = ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;
    return product ? [product] : [];
  });
  const derived = dishAllergens(
    chosen.map((product) => product.allergens),
    { allergensEditedByUser: false, allergens: [] },
  ).allergens;
  const shownAllergens = form.allergensEditedByUser ? form.allergens : derived;
  const saveBlockedBy =
    uploading > 0
      ? recipeMessages.waitForUpload
      : form.sellingPrice === '' || !sellingPriceValid
        ? recipeMessages.enterSellingPrice
        : costEmpty && chosen.length > 0
          ? recipeMessages.noCostYet
          : null;

  const uploadImage = async (file: File | undefined, onDone: (image: SignedFile) => void) => {
    if (!file) return;
    setUploadFailed(false);
    setUploading((count) => count + 1);
    try {
      const compressed = await compressImage(file);
      if (!compressed.ok) throw new Error(compressed.message);
      onDone(await upload.mutateAsync(compressed.file));
    } catch {
      setUploadFailed(true);
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const submit = () => {
    setProblem(null);
    if (!form.title.trim()) {
      setProblem(recipeMessages.nameRequired);
      return;
    }
    if (chosen.length === 0) {
      setNoIngredients(true);
      return;
    }
    const body: SaveRecipeBody = {
      title: form.title.trim(),
      description: form.description,
      categoryId: form.categoryId || null,
      portions: Math.max(1, Math.round(Number(form.portions) || 1)),
      servingSize: Math.max(0, Number(form.servingSize) || 0),
      sellingPrice: sellingPence,
      imageKey: form.image?.keyName ?? null,
      ingredients: form.ingredients.flatMap((ingredient) => {
        const product = ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;
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
    save.mutate(
      { recipeId, body },
      {
        onSuccess: (result) => {
          void showToast({ intent: 'success', message: result.message });
          setForm(emptyForm());
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={recipeId ? recipeMessages.editRecipe : recipeMessages.createRecipe}
      icon="book"
      className={`recipes__dialog${isPhone ? ' recipes__sheet' : ''}`}
      canOutsideClickClose={false}
    >
      <DialogBody className="recipes__dialog-body">
        {uploadFailed && (
          <Callout intent="danger" title={recipeMessages.uploadFailedTitle} role="alert">
            {recipeMessages.uploadFailed}
          </Callout>
        )}
        <div className="recipes__form-grid">
          <FormGroup label="Recipe name" labelFor={`${id}-title`} labelInfo="(required)">
            <InputGroup id={`${id}-title`} value={form.title} onValueChange={(title) => update({ title })} />
          </FormGroup>
          <FormGroup label="Category" labelFor={`${id}-category`}>
            <HTMLSelect
              id={`${id}-category`}
              fill
              value={form.categoryId}
              onChange={(event) => update({ categoryId: event.currentTarget.value })}
            >
              <option value="">No category</option>
              {(categories.data?.categories ?? []).map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Add a category" labelFor={`${id}-new-category`}>
            <InputGroup
              id={`${id}-new-category`}
              value={newCategory}
              onValueChange={setNewCategory}
              rightElement={
                <Button
                  variant="minimal"
                  icon="add"
                  aria-label="Add category"
                  disabled={!newCategory.trim()}
                  loading={addCategory.isPending}
                  onClick={() =>
                    addCategory.mutate(newCategory, {
                      onSuccess: (category) => {
                        update({ categoryId: category._id });
                        setNewCategory('');
                      },
                      onError: (error) => void showToast({ intent: 'danger', message: error.message }),
                    })
                  }
                />
              }
            />
          </FormGroup>
          <FormGroup label="Portions" labelFor={`${id}-portions`}>
            <InputGroup
              id={`${id}-portions`}
              type="number"
              min={1}
              value={form.portions}
              onValueChange={(portions) => update({ portions })}
            />
          </FormGroup>
          <FormGroup label="Serving size" labelFor={`${id}-serving`}>
            <InputGroup
              id={`${id}-serving`}
              type="number"
              min={0}
              value={form.servingSize}
              onValueChange={(servingSize) => update({ servingSize })}
            />
          </FormGroup>
          <FormGroup
            label="Selling price (£)"
            labelFor={`${id}-price`}
            intent={sellingPriceValid ? 'none' : 'danger'}
            helperText={sellingPriceValid ? undefined : 'Digits with one optional decimal point'}
          >
            <InputGroup
              id={`${id}-price`}
              inputMode="decimal"
              value={form.sellingPrice}
              intent={sellingPriceValid ? 'none' : 'danger'}
              onValueChange={(value) => {
                if (value === '' || /^[\d.]*$/.test(value)) update({ sellingPrice: value });
              }}
            />
          </FormGroup>
        </div>
        <FormGroup label="Description" labelFor={`${id}-description`}>
          <TextArea
            id={`${id}-description`}
            fill
            value={form.description}
            onChange={(event) => update({ description: event.currentTarget.value })}
          />
        </FormGroup>
        <div className="recipes__costs" aria-live="polite">
          <span>Cost per recipe: {costEmpty ? '–' : formatPence(costing.costPerRecipe)}</span>
          <span>Cost per portion: {costEmpty ? '–' : portionCostText(costing.costPerPortion)}</span>
          <span>Gross profit: {gpText(costing.grossProfit)}</span>
        </div>
        <FormGroup label="Image (.jpg, .jpeg, .png)" labelFor={`${id}-image`}>
          <div className="recipes__image-field">
            {form.image && <img src={form.image.signedURL} alt="Recipe" className="recipes__thumb" />}
            <FileInput
              inputProps={{ id: `${id}-image`, accept: '.jpg,.jpeg,.png' }}
              text={form.image ? 'Replace image' : 'Choose image…'}
              onInputChange={(event) => void uploadImage(event.currentTarget.files?.[0], (image) => update({ image }))}
            />
          </div>
        </FormGroup>

        <h3 className="bp6-heading">Ingredients</h3>
        <ul className="recipes__ingredients">
          {form.ingredients.map((ingredient, index) => {
            const product = ingredient.productKey ? byKey.get(ingredient.productKey) : undefined;
            const cost = costs[index];
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
                  onClick={() => update({ ingredients: form.ingredients.filter((each) => each.id !== ingredient.id) })}
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
              <span className="recipes__ingredient-cost">{formatPence(customTotals[index] ?? 0)}</span>
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Remove ${ingredient.title}`}
                onClick={() =>
                  update({ customIngredients: form.customIngredients.filter((each) => each.id !== ingredient.id) })
                }
              />
            </li>
          ))}
        </ul>
        <div className="recipes__toolbar">
          <Button
            icon="add"
            text="Add ingredient"
            onClick={() =>
              update({ ingredients: [...form.ingredients, { id: newId(), productKey: null, quantity: '', unit: 'g' }] })
            }
          />
          <Button icon="add" text="Add custom product" onClick={() => setCustomOpen(true)} />
        </div>

        <h3 className="bp6-heading">Method</h3>
        <RecipeSteps steps={form.steps} onChange={(steps) => update({ steps })} />

        <h3 className="bp6-heading">Notes</h3>
        <TextArea
          fill
          aria-label="Notes"
          value={form.notesText}
          onChange={(event) => update({ notesText: event.currentTarget.value })}
        />
        <div className="recipes__image-field">
          {form.noteImages.map((image, index) => (
            <span key={image.keyName} className="recipes__note-thumb">
              <img src={image.signedURL} alt={`Note ${index + 1}`} className="recipes__thumb" />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Remove note image ${index + 1}`}
                onClick={() => update({ noteImages: form.noteImages.filter((each) => each.keyName !== image.keyName) })}
              />
            </span>
          ))}
          <FileInput
            inputProps={{ accept: '.jpg,.jpeg,.png', 'aria-label': 'Add a note image' }}
            text="Add a note image…"
            onInputChange={(event) =>
              void uploadImage(event.currentTarget.files?.[0], (image) =>
                setForm((current) => ({ ...current, noteImages: [...current.noteImages, image] })),
              )
            }
          />
        </div>

        <h3 className="bp6-heading">Allergens</h3>
        <Checkbox
          label="Edit allergens by hand"
          checked={form.allergensEditedByUser}
          onChange={(event) =>
            update({ allergensEditedByUser: event.currentTarget.checked, allergens: shownAllergens })
          }
        />
        <div className="recipes__allergen-choices">
          {ukAllergens.map((allergen) => (
            <Checkbox
              key={allergen}
              label={allergen}
              inline
              disabled={!form.allergensEditedByUser}
              checked={shownAllergens.includes(allergen)}
              onChange={(event) =>
                update({
                  allergens: event.currentTarget.checked
                    ? [...form.allergens, allergen]
                    : form.allergens.filter((each) => each !== allergen),
                })
              }
            />
          ))}
        </div>
        {problem && (
          <p className="recipes__problem" role="alert">
            {problem}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {saveBlockedBy && (
              <span className="recipes__save-blocked" id={`${id}-save-blocked`}>
                {saveBlockedBy}
              </span>
            )}
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              icon="floppy-disk"
              aria-describedby={saveBlockedBy ? `${id}-save-blocked` : undefined}
              text={recipeMessages.saveRecipe}
              loading={save.isPending}
              // Spec 02 §5: not while uploading, nor while the selling price or cost per recipe is empty; with no
              // ingredient chosen it stays enabled, so that Save can say why ("Please select at least one ingredient.").
              disabled={saveBlockedBy !== null}
              onClick={submit}
            />
          </>
        }
      />
      <Alert
        isOpen={noIngredients}
        confirmButtonText="OK"
        onConfirm={() => setNoIngredients(false)}
        icon="warning-sign"
        aria-labelledby={`${id}-no-ingredients`}
      >
        <h3 className="bp6-heading" id={`${id}-no-ingredients`}>
          {recipeMessages.noIngredientsTitle}
        </h3>
        <p>{recipeMessages.noIngredients}</p>
      </Alert>
      {customOpen && (
        <CustomProductDialog
          onClose={() => setCustomOpen(false)}
          onAdd={(draft) => {
            update({ customIngredients: [...form.customIngredients, draft] });
            setCustomOpen(false);
          }}
        />
      )}
      {editingIngredient?.productKey && byKey.get(editingIngredient.productKey) && (
        <EditIngredientDialog
          draft={editingIngredient}
          product={byKey.get(editingIngredient.productKey) as IngredientProduct}
          onClose={() => setEditingIngredient(null)}
          onSave={(edited) => {
            setIngredient(edited.id, { quantity: edited.quantity, unit: edited.unit });
            setEditingIngredient(null);
          }}
        />
      )}
    </Dialog>
  );
}

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
      initial={recipeId && recipe.data ? formOf(recipe.data) : emptyForm()}
      products={products.data?.products ?? []}
      onClose={onClose}
    />
  );
}
