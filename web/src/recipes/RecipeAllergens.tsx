import { Checkbox } from '@blueprintjs/core';
import { type Allergen, ukAllergens } from '@oms/contracts';
import { type RecipeForm, toggledAllergens } from './recipeForm';

/** The dish's allergens: those of its ingredients, or the ones ticked by hand once "Edit allergens by hand" is on. */
export function RecipeAllergens({
  form,
  shownAllergens,
  onChange,
}: {
  form: RecipeForm;
  shownAllergens: readonly Allergen[];
  onChange: (changes: Partial<RecipeForm>) => void;
}) {
  return (
    <>
      <h3 className="bp6-heading">Allergens</h3>
      <Checkbox
        label="Edit allergens by hand"
        checked={form.allergensEditedByUser}
        onChange={(event) =>
          onChange({ allergensEditedByUser: event.currentTarget.checked, allergens: [...shownAllergens] })
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
            onChange={(event) => onChange({ allergens: toggledAllergens(form, allergen, event.currentTarget.checked) })}
          />
        ))}
      </div>
    </>
  );
}
