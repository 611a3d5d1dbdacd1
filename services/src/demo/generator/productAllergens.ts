import { type Allergen, sortedAllergens } from '@oms/contracts';

/** Allergens a kind of product carries whatever it is called (UK FIC labelling of the trade's usual lines). */
const byType: Record<string, readonly Allergen[]> = {
  Fish: ['Fish'],
  Dairy: ['Milk'],
  Bakery: ['Gluten'],
  Wine: ['Sulphites'],
};

/** Allergens that words in a title reveal: the sausage's rusk, the mayonnaise's egg, the prawn. */
const byWord: readonly [RegExp, readonly Allergen[]][] = [
  [/prawn|crab|lobster|langoustine|scampi/i, ['Crustaceans']],
  [/mussel|scallop|squid|oyster|clam/i, ['Molluscs']],
  [/sausage|black pudding|burger/i, ['Gluten', 'Sulphites']],
  [/egg/i, ['Eggs']],
  [/brioche|croissant|pain au chocolat/i, ['Milk', 'Eggs']],
  [/seeded|sesame|tahini/i, ['Sesame seeds']],
  [
    /flour|spaghetti|penne|fusilli|pasta|breadcrumb|panko|oats|gravy|yorkshire|battered|onion rings|fish finger|scampi/i,
    ['Gluten'],
  ],
  [/yorkshire|fish finger/i, ['Eggs', 'Milk']],
  [/fish finger/i, ['Fish']],
  [/mayonnaise|hollandaise|tartare/i, ['Eggs', 'Mustard']],
  [/hollandaise/i, ['Milk']],
  [/tartare/i, ['Fish']],
  [/worcestershire/i, ['Fish', 'Sulphites']],
  [/soy sauce/i, ['Soya', 'Gluten']],
  [/malt vinegar|balsamic/i, ['Sulphites']],
  [/malt vinegar|beer|lager|ale|bitter|stout|ipa/i, ['Gluten']],
  [/cider|prosecco|champagne|sparkling brut/i, ['Sulphites']],
  [/mustard|dijon/i, ['Mustard']],
  [/celeriac|celery|stock powder/i, ['Celery']],
  [/ice cream/i, ['Milk', 'Eggs']],
  [/oat barista/i, ['Gluten']],
  [/peanut/i, ['Peanuts']],
  [/almond|walnut|hazelnut|pistachio|cashew|pecan/i, ['Nuts']],
  [/pesto/i, ['Nuts', 'Milk']],
  [/lupin/i, ['Lupin']],
  [/\btofu\b|\bsoya\b/i, ['Soya']],
];

/** Which of the 14 allergens a demo product carries, from its family and its name. */
export function allergensOfProduct(type: string, title: string): Allergen[] {
  const found = new Set<Allergen>(byType[type] ?? []);
  for (const [pattern, allergens] of byWord) {
    if (pattern.test(title)) for (const allergen of allergens) found.add(allergen);
  }
  if (/gluten free/i.test(title)) found.delete('Gluten');
  return sortedAllergens(found);
}
