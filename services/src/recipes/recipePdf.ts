import { formatPence, type RecipeDetail, type RecipeSummary, ukAllergens } from '@oms/contracts';
import type { Content } from 'pdfmake/interfaces';
import { brand, imageData, pagedTable, renderPdf } from '../platform/documents/pdfDocument';
import { storedDocumentPath } from '../platform/documents/storedDocument';
import type { Platform } from '../platform/platform';
import { imageBytes, recipeFilePrefix } from './recipeFiles';

const quantityText = (quantity: number) => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2));
const gpText = (grossProfit: number | null) => (grossProfit === null ? '–' : `${grossProfit.toFixed(1)}%`);

async function pictureOf(platform: Platform, keyName: string | undefined, size: number): Promise<Content | null> {
  if (!keyName) return null;
  const bytes = await imageBytes(platform, keyName);
  return bytes ? { image: imageData(bytes.content, bytes.contentType), fit: [size, size] } : null;
}

/** One recipe card; spec 02 §9: the recipe image 60×60, note images 40×40. */
async function recipeCard(platform: Platform, recipe: RecipeDetail): Promise<Content[]> {
  const image = await pictureOf(platform, recipe.image?.keyName, 60);
  const noteImages = (
    await Promise.all(recipe.notes.images.map((note) => pictureOf(platform, note.keyName, 40)))
  ).filter((each): each is Content => each !== null);
  const facts: [string, string][] = [
    ['Category', recipe.category?.name ?? '–'],
    ['Portions', String(recipe.portions)],
    ['Serving size', String(recipe.servingSize)],
    ['Cost per recipe', formatPence(recipe.costPerRecipe)],
    ['Cost per portion', formatPence(Math.round(recipe.costPerPortion))],
    ['Selling price', recipe.sellingPrice === null ? '–' : formatPence(recipe.sellingPrice)],
    ['Gross profit', gpText(recipe.grossProfit)],
  ];
  const ingredientRows = [
    ...recipe.ingredients.map((ingredient) => [
      ingredient.title,
      `${quantityText(ingredient.quantity)} ${ingredient.unit}`,
      ingredient.cost === null ? '–' : formatPence(ingredient.cost),
    ]),
    ...recipe.customIngredients.map((ingredient) => [
      ingredient.title,
      `${ingredient.size} ${ingredient.UoM}`.trim(),
      formatPence(ingredient.totalPrice),
    ]),
  ];
  return [
    {
      columns: [
        ...(image ? [{ width: 70, stack: [image] }] : []),
        {
          width: '*',
          stack: [
            { text: recipe.title, fontSize: 18, bold: true },
            ...(recipe.description ? [{ text: recipe.description, color: brand.muted, margin: [0, 4, 0, 0] }] : []),
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    } as Content,
    {
      table: { widths: [110, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
    { text: 'Ingredients', bold: true, fontSize: 12, margin: [0, 4, 0, 4] },
    pagedTable(['Ingredient', 'Quantity', 'Cost'], ingredientRows, { widths: ['*', 90, 70], rightAligned: [2] }),
    { text: 'Allergens', bold: true, fontSize: 12, margin: [0, 10, 0, 4] },
    {
      text: `${recipe.allergens.length ? recipe.allergens.join(', ') : 'None'}${recipe.allergensEditedByUser ? ' (Edited By User)' : ''}`,
    },
    ...(recipe.steps.length
      ? [
          { text: 'Method', bold: true, fontSize: 12, margin: [0, 10, 0, 4] } as Content,
          { ol: recipe.steps } as Content,
        ]
      : []),
    ...(recipe.notes.text || noteImages.length
      ? [
          { text: 'Notes', bold: true, fontSize: 12, margin: [0, 10, 0, 4] } as Content,
          { text: recipe.notes.text } as Content,
          { columns: noteImages.map((each) => ({ width: 48, stack: [each] })), margin: [0, 4, 0, 0] } as Content,
        ]
      : []),
  ];
}

export async function renderRecipesPdf(platform: Platform, title: string, recipes: readonly RecipeDetail[]) {
  const content: Content[] = [];
  for (const [index, recipe] of recipes.entries()) {
    const card = await recipeCard(platform, recipe);
    content.push(index === 0 ? card : { stack: card, pageBreak: 'before' });
  }
  if (recipes.length === 0) content.push({ text: 'No recipes yet' });
  return renderPdf({ title, generatedAt: platform.clock() }, content);
}

/** Dishes by the 14 allergens, landscape so every column fits. */
export function renderAllergenTablePdf(platform: Platform, venueTitle: string, recipes: readonly RecipeSummary[]) {
  const rows = recipes.map((recipe) => [
    recipe.title,
    ...ukAllergens.map((allergen) => (recipe.allergens.includes(allergen) ? 'Yes' : '')),
  ]);
  return renderPdf({ title: 'Allergens Table', generatedAt: platform.clock(), landscape: true }, [
    { text: `${venueTitle}: allergens by dish`, fontSize: 16, bold: true, margin: [0, 0, 0, 10] },
    pagedTable(['Dish', ...ukAllergens], rows, { widths: ['*', ...ukAllergens.map(() => 38)] }),
  ]);
}

/** Kept under a hash of what it shows, recorded on the venue's documents, answered as a signed link. */
export const recipeDocumentPath = (
  platform: Platform,
  secret: string,
  venueId: string,
  name: { fileName: string; purpose: string },
  model: unknown,
  render: () => Promise<Buffer>,
) =>
  storedDocumentPath(
    platform,
    secret,
    { venueId, folder: `${recipeFilePrefix(venueId)}/documents`, name: name.purpose, ...name },
    model,
    render,
  );
