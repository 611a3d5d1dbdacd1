import {
  ingredientProductsSchema,
  queryKeys,
  recipeCategoriesSchema,
  recipeCategorySchema,
  recipeDetailSchema,
  recipeMessageSchema,
  recipeSavedSchema,
  recipesViewSchema,
  type SaveRecipeBody,
  signedFileSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { subscriptionKeys } from '../subscriptions/queries';
import { venueApiPath } from '../venues/queries';

const keys = queryKeys.recipes;
export const recipesPath = (venueId: string) => `${venueApiPath(venueId)}/recipes`;
const recipePath = (venueId: string, recipeId: string) => `${recipesPath(venueId)}/${encodeURIComponent(recipeId)}`;

export const recipesQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.list(venueId),
    queryFn: ({ signal }) => apiFetch(recipesPath(venueId), recipesViewSchema, { signal }),
  });

export const recipeQuery = (venueId: string, recipeId: string) =>
  queryOptions({
    queryKey: keys.detail(venueId, recipeId),
    queryFn: ({ signal }) => apiFetch(recipePath(venueId, recipeId), recipeDetailSchema, { signal }),
    retry: false,
  });

export const recipeCategoriesQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.categories(venueId),
    queryFn: ({ signal }) => apiFetch(`${recipesPath(venueId)}/categories`, recipeCategoriesSchema, { signal }),
  });

export const ingredientProductsQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.products(venueId),
    queryFn: ({ signal }) => apiFetch(`${recipesPath(venueId)}/products`, ingredientProductsSchema, { signal }),
    staleTime: 60_000,
  });

export const recipePdfUrl = (venueId: string, recipeId: string) => `${recipePath(venueId, recipeId)}/pdf`;
export const allRecipesPdfUrl = (venueId: string) => `${recipesPath(venueId)}/pdf`;
export const allergenTablePdfUrl = (venueId: string) => `${recipesPath(venueId)}/allergens/pdf`;

function useRecipeMutation<TInput, TOutput>(venueId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Spec 02 §9: saving refreshes the recipes and the Menu_Builder limit.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all(venueId) }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.planUsage(venueId) }),
      ]),
  });
}

export const useSaveRecipe = (venueId: string) =>
  useRecipeMutation(venueId, ({ recipeId, body }: { recipeId: string | null; body: SaveRecipeBody }) =>
    apiFetch(recipeId ? recipePath(venueId, recipeId) : recipesPath(venueId), recipeSavedSchema, {
      method: recipeId ? 'PUT' : 'POST',
      body,
    }),
  );

export const useDeleteRecipe = (venueId: string) =>
  useRecipeMutation(venueId, (recipeId: string) =>
    apiFetch(recipePath(venueId, recipeId), recipeMessageSchema, { method: 'DELETE' }),
  );

export const useDuplicateRecipe = (venueId: string) =>
  useRecipeMutation(venueId, (recipeId: string) =>
    apiFetch(`${recipePath(venueId, recipeId)}/duplicate`, recipeSavedSchema, { method: 'POST' }),
  );

export const useConfirmAllergens = (venueId: string) =>
  useRecipeMutation(venueId, (recipeId: string) =>
    apiFetch(`${recipePath(venueId, recipeId)}/allergens/confirm`, recipeMessageSchema, { method: 'POST' }),
  );

export const useAddRecipeCategory = (venueId: string) =>
  useRecipeMutation(venueId, (name: string) =>
    apiFetch(`${recipesPath(venueId)}/categories`, recipeCategorySchema, { method: 'POST', body: { name } }),
  );

export const useUploadRecipeImage = (venueId: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch(`${recipesPath(venueId)}/images`, signedFileSchema, { method: 'POST', body });
    },
  });
