import { z } from 'zod';

/** Spec 02 §3: the 14 allergens UK law requires a food business to declare. */
export const ukAllergens = [
  'Celery',
  'Gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Nuts',
  'Peanuts',
  'Sesame seeds',
  'Soya',
  'Sulphites',
] as const;
export const allergenSchema = z.enum(ukAllergens);
export type Allergen = z.infer<typeof allergenSchema>;
export const allergenListSchema = z.array(allergenSchema);

/** Allergens in the law's order, each once. */
export function sortedAllergens(allergens: Iterable<Allergen>): Allergen[] {
  const present = new Set(allergens);
  return ukAllergens.filter((allergen) => present.has(allergen));
}

/** A dish's allergens: the union of its ingredients', unless a user set them (then theirs, flagged). */
export function dishAllergens(
  ingredientAllergens: readonly (readonly Allergen[])[],
  edited: { allergensEditedByUser: boolean; allergens: readonly Allergen[] },
): { allergens: Allergen[]; editedByUser: boolean } {
  if (edited.allergensEditedByUser) return { allergens: sortedAllergens(edited.allergens), editedByUser: true };
  return { allergens: sortedAllergens(ingredientAllergens.flat()), editedByUser: false };
}

export const sameAllergens = (a: readonly Allergen[], b: readonly Allergen[]) =>
  sortedAllergens(a).join('|') === sortedAllergens(b).join('|');
