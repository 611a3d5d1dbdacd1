import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { formatPence, type IngredientProduct, recipeMessages, type SignedFile } from '@oms/contracts';
import { useId, useMemo, useState } from 'react';
import { compressImage } from '../platform/files/compressImage';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { productKeyOf } from './IngredientPicker';
import { useSaveRecipe, useUploadRecipeImage } from './queries';
import { RecipeAllergens } from './RecipeAllergens';
import { RecipeCategoryField } from './RecipeCategoryField';
import { RecipeIngredients } from './RecipeIngredients';
import { RecipeNotes } from './RecipeNotes';
import { RecipeSteps } from './RecipeSteps';
import {
  emptyRecipeForm,
  type RecipeForm,
  recipeFigures,
  saveBlockedBy,
  saveRecipeBody,
  saveRefusal,
} from './recipeForm';
import { gpText, portionCostText } from './recipeFormat';

/** The create/update form: name, category, costing, image, ingredients, method, notes and allergens. */
export function RecipeFormDialog({
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
  const upload = useUploadRecipeImage(venueId);
  const save = useSaveRecipe(venueId);
  const byKey = useMemo(() => new Map(products.map((product) => [productKeyOf(product), product])), [products]);
  const update = (changes: Partial<RecipeForm>) => setForm((current) => ({ ...current, ...changes }));
  const figures = recipeFigures(form, byKey);
  const { costing, costEmpty, sellingPriceValid } = figures;
  const blockedBy = saveBlockedBy(form, figures, uploading);

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
    const refusal = saveRefusal(form, figures);
    if (refusal === 'nameRequired') {
      setProblem(recipeMessages.nameRequired);
      return;
    }
    if (refusal === 'noIngredients') {
      setNoIngredients(true);
      return;
    }
    save.mutate(
      { recipeId, body: saveRecipeBody(form, byKey) },
      {
        onSuccess: (result) => {
          void showToast({ intent: 'success', message: result.message });
          setForm(emptyRecipeForm());
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
          <RecipeCategoryField
            venueId={venueId}
            categoryId={form.categoryId}
            onChange={(categoryId) => update({ categoryId })}
          />
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

        <RecipeIngredients form={form} figures={figures} products={products} byKey={byKey} onChange={update} />

        <h3 className="bp6-heading">Method</h3>
        <RecipeSteps steps={form.steps} onChange={(steps) => update({ steps })} />

        <RecipeNotes
          text={form.notesText}
          images={form.noteImages}
          onTextChange={(notesText) => update({ notesText })}
          onRemoveImage={(keyName) =>
            update({ noteImages: form.noteImages.filter((each) => each.keyName !== keyName) })
          }
          onAddImage={(file) =>
            void uploadImage(file, (image) =>
              setForm((current) => ({ ...current, noteImages: [...current.noteImages, image] })),
            )
          }
        />

        <RecipeAllergens form={form} shownAllergens={figures.shownAllergens} onChange={update} />
        {problem && (
          <p className="recipes__problem" role="alert">
            {problem}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {blockedBy && (
              <span className="recipes__save-blocked" id={`${id}-save-blocked`}>
                {blockedBy}
              </span>
            )}
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              icon="floppy-disk"
              aria-describedby={blockedBy ? `${id}-save-blocked` : undefined}
              text={recipeMessages.saveRecipe}
              loading={save.isPending}
              disabled={blockedBy !== null}
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
    </Dialog>
  );
}
