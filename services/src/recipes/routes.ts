import {
  addRecipeCategoryBodySchema,
  catalogueErrors,
  ingredientProductsSchema,
  productAllergensBodySchema,
  productStreamId,
  recipeCategoriesSchema,
  recipeCategorySchema,
  recipeDetailSchema,
  recipeMessageSchema,
  recipeMessages,
  recipeParamsSchema,
  recipeSavedSchema,
  recipeSettingsBodySchema,
  recipesViewSchema,
  saveRecipeBodySchema,
  signedFileSchema,
  supplierProductParamsSchema,
  venueParamsSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productDecider } from '../catalogue/product/product';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { documentRedirectResponses } from '../platform/documents/documentRedirect';
import { readUpload } from '../platform/files/uploads';
import { actorOf, venueOf } from '../platform/http/requestContext';
import { recipeImageKinds, recipeImageMaxBytes, signedImage, storeRecipeImage } from './recipeFiles';
import { recipeDocumentPath, renderAllergenTablePdf, renderRecipesPdf } from './recipePdf';
import {
  addRecipeCategory,
  confirmRecipeAllergens,
  createRecipe,
  deleteRecipe,
  duplicateRecipe,
  ingredientProducts,
  recipeCategories,
  runMenuBuilderCommand,
  updateRecipe,
} from './recipeService';
import { recipeDetail, recipesView } from './recipeView';

const tags = ['recipes'];

/** Spec 02 §2.1, §7: the menu builder's recipes, categories, images, PDFs and allergen sign-off. */
export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const secret = () => app.platformOptions.sessionSecret;

  app.get(
    '/api/venues/:venueId/recipes',
    { config: { access: 'venue' }, schema: { tags, params: venueParamsSchema, response: { 200: recipesViewSchema } } },
    async (request) => recipesView(platform, request.params.venueId),
  );

  app.post(
    '/api/venues/:venueId/recipes',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, body: saveRecipeBodySchema, response: { 200: recipeSavedSchema } },
    },
    async (request) => {
      const saved = await createRecipe(platform, request.params.venueId, request.body, request.commandContext());
      return { message: recipeMessages.created, ...saved };
    },
  );

  app.get(
    '/api/venues/:venueId/recipes/products',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: ingredientProductsSchema } },
    },
    async (request) => ({ products: await ingredientProducts(platform, request.params.venueId) }),
  );

  app.get(
    '/api/venues/:venueId/recipes/categories',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: recipeCategoriesSchema } },
    },
    async (request) => ({ categories: await recipeCategories(platform, request.params.venueId) }),
  );

  app.post(
    '/api/venues/:venueId/recipes/categories',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: addRecipeCategoryBodySchema,
        response: { 200: recipeCategorySchema },
      },
    },
    async (request) => addRecipeCategory(platform, request.params.venueId, request.body.name, request.commandContext()),
  );

  app.put(
    '/api/venues/:venueId/recipes/settings',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: recipeSettingsBodySchema,
        response: { 200: recipeMessageSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      await runMenuBuilderCommand(
        platform,
        { type: 'SetRecipeTargetGp', venueId, targetGpPercent: request.body.targetGpPercent },
        request.commandContext(),
      );
      return { message: 'Target gross profit saved' };
    },
  );

  app.post(
    '/api/venues/:venueId/recipes/images',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: signedFileSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, { accept: recipeImageKinds, maxBytes: recipeImageMaxBytes });
      const key = await storeRecipeImage(platform, request.params.venueId, upload, request.commandContext());
      return signedImage(platform, secret(), key);
    },
  );

  app.get(
    '/api/venues/:venueId/recipes/pdf',
    { config: { access: 'venue' }, schema: { tags, params: venueParamsSchema, response: documentRedirectResponses } },
    async (request, reply) => {
      const { venueId } = request.params;
      const view = await recipesView(platform, venueId);
      const details = await Promise.all(
        view.recipes.map((recipe) => recipeDetail(platform, secret(), venueId, recipe.recipeId)),
      );
      const model = details.map(({ image, notes, history, ...rest }) => ({
        ...rest,
        image: image?.keyName ?? null,
        notes: { text: notes.text, images: notes.images.map((each) => each.keyName) },
      }));
      const path = await recipeDocumentPath(
        platform,
        secret(),
        venueId,
        { fileName: 'All_Recipes.pdf', purpose: 'allRecipesPdf' },
        model,
        () => renderRecipesPdf(platform, 'All recipes', details),
      );
      return reply.redirect(path, 303);
    },
  );

  app.get(
    '/api/venues/:venueId/recipes/allergens/pdf',
    { config: { access: 'venue' }, schema: { tags, params: venueParamsSchema, response: documentRedirectResponses } },
    async (request, reply) => {
      const venue = venueOf(request);
      const view = await recipesView(platform, venue._id);
      const rows = view.recipes.map((recipe) => ({ title: recipe.title, allergens: recipe.allergens }));
      const path = await recipeDocumentPath(
        platform,
        secret(),
        venue._id,
        { fileName: 'Allergens_Table.pdf', purpose: 'allergenTablePdf' },
        { venue: venue.title, rows },
        () => renderAllergenTablePdf(platform, venue.title, view.recipes),
      );
      return reply.redirect(path, 303);
    },
  );

  app.get(
    '/api/venues/:venueId/recipes/:recipeId',
    {
      config: { access: 'venue' },
      schema: { tags, params: recipeParamsSchema, response: { 200: recipeDetailSchema } },
    },
    async (request) => recipeDetail(platform, secret(), request.params.venueId, request.params.recipeId),
  );

  app.put(
    '/api/venues/:venueId/recipes/:recipeId',
    {
      config: { access: 'venue' },
      schema: { tags, params: recipeParamsSchema, body: saveRecipeBodySchema, response: { 200: recipeSavedSchema } },
    },
    async (request) => {
      const { venueId, recipeId } = request.params;
      const saved = await updateRecipe(platform, venueId, recipeId, request.body, request.commandContext());
      return { message: recipeMessages.updated, ...saved };
    },
  );

  app.delete(
    '/api/venues/:venueId/recipes/:recipeId',
    {
      config: { access: 'venue' },
      schema: { tags, params: recipeParamsSchema, response: { 200: recipeMessageSchema } },
    },
    async (request) => {
      await deleteRecipe(platform, request.params.venueId, request.params.recipeId, request.commandContext());
      return { message: recipeMessages.deleted };
    },
  );

  app.post(
    '/api/venues/:venueId/recipes/:recipeId/duplicate',
    { config: { access: 'venue' }, schema: { tags, params: recipeParamsSchema, response: { 200: recipeSavedSchema } } },
    async (request) => {
      const { venueId, recipeId } = request.params;
      const saved = await duplicateRecipe(platform, venueId, recipeId, request.commandContext());
      return { message: recipeMessages.duplicated, ...saved };
    },
  );

  app.post(
    '/api/venues/:venueId/recipes/:recipeId/allergens/confirm',
    {
      config: { access: 'venue' },
      schema: { tags, params: recipeParamsSchema, response: { 200: recipeMessageSchema } },
    },
    async (request) => {
      const { venueId, recipeId } = request.params;
      await confirmRecipeAllergens(platform, venueId, recipeId, actorOf(request).name, request.commandContext());
      return { message: recipeMessages.allergensConfirmed };
    },
  );

  app.get(
    '/api/venues/:venueId/recipes/:recipeId/pdf',
    { config: { access: 'venue' }, schema: { tags, params: recipeParamsSchema, response: documentRedirectResponses } },
    async (request, reply) => {
      const { venueId, recipeId } = request.params;
      const detail = await recipeDetail(platform, secret(), venueId, recipeId);
      const { image, notes, history, ...model } = detail;
      const safeTitle = detail.title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'Recipe';
      const path = await recipeDocumentPath(
        platform,
        secret(),
        venueId,
        { fileName: `${safeTitle}.pdf`, purpose: `recipePdf-${recipeId}` },
        { ...model, image: image?.keyName ?? null, notes: [notes.text, ...notes.images.map((each) => each.keyName)] },
        () => renderRecipesPdf(platform, detail.title, [detail]),
      );
      return reply.redirect(path, 303);
    },
  );

  app.put(
    '/api/suppliers/:supplierId/products/:productId/allergens',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierProductParamsSchema,
        body: productAllergensBodySchema,
        response: { 200: recipeMessageSchema },
      },
    },
    async (request) => {
      const { supplierId, productId } = request.params;
      const product = await readModels.catalogueProducts.in(platform.readStore).findOne({ _id: productId });
      if (!product) throw domainErrorOf(catalogueErrors.productNotFound);
      const context = request.commandContext();
      const outcome = await handleCommand(
        platform.eventStore,
        productStreamId(productId),
        productDecider,
        {
          type: 'ChangeProductAllergens',
          supplierId,
          allergens: request.body.allergens,
          now: context.now.toISOString(),
        },
        context,
      );
      await platform.runner.waitFor(outcome.position);
      return { message: 'Allergens saved' };
    },
  );
};
