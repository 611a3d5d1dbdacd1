import { productStreamId, type RecipeContent, type RecipeEvent, recipeStreamId } from '@oms/contracts';
import { readModels, venueRecipeCosts } from '@oms/projections';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { toNewEvents } from '../../../services/src/platform/commands/handleCommand';
import { buildInMemoryApp } from '../../../services/src/platform/engines/inMemoryApp';
import type { Measure } from '../support/measure';

const venueId = 'ven-crown-anchor';

/**
 * P13: live costing. One supplier price change touching `recipes` recipes: ms from appending
 * ProductPriceChanged to every recipe of the venue read back recosted, against appending and
 * projecting the same number of no-op recipe updates in the same run.
 */
export async function measureRecipeRecost(options: { recipes: number; rounds: number }): Promise<Measure> {
  const harness = await buildInMemoryApp({ now: new Date() });
  try {
    const { platform } = harness;
    const context = systemContext(platform.clock());
    const links = await readModels.venueSuppliers.in(platform.readStore).find({ venueId });
    const [beef, other] = await readModels.catalogueProducts
      .in(platform.readStore)
      .find({ supplierId: { $in: links.map((link) => link.supplierId) }, UoM: 'Kg' }, { limit: 2, sort: { _id: 1 } });
    if (!beef || !other) throw new Error('The demo venue has no weighed products to cost');
    const content = (index: number): RecipeContent => ({
      title: `Bench dish ${index}`,
      description: '',
      category: null,
      portions: 4,
      servingSize: 400,
      sellingPrice: 2_000,
      image: null,
      ingredients: [
        { ingredientId: 'i1', productId: beef._id, venueProductId: null, quantity: 500, unit: 'g' },
        { ingredientId: 'i2', productId: other._id, venueProductId: null, quantity: 250, unit: 'g' },
      ],
      customIngredients: [],
      notes: { text: '', images: [] },
      steps: ['Cook it'],
      allergens: [],
      allergensEditedByUser: false,
    });
    const at = platform.clock().toISOString();
    let last = 0;
    for (let index = 0; index < options.recipes; index += 1) {
      const recipeId = `bench-recipe-${index}`;
      const created: RecipeEvent = {
        type: 'RecipeCreated',
        data: { recipeId, venueId, recipe: content(index), allergensSeen: [], createdAt: at },
      };
      last = (await platform.eventStore.appendToStream(recipeStreamId(recipeId), toNewEvents([created], context)))
        .lastPosition;
    }
    await platform.runner.waitFor(last);

    let price = beef.OMSPrice;
    const recosts: number[] = [];
    const noOps: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      price += 37;
      const started = performance.now();
      const appended = await platform.eventStore.appendToStream(
        productStreamId(beef._id),
        toNewEvents(
          [
            {
              type: 'ProductPriceChanged',
              data: {
                productId: beef._id,
                supplierId: beef.supplierId,
                OMSPrice: price,
                price: price + 100,
                changedAt: at,
              },
            },
          ],
          context,
        ),
      );
      await platform.runner.waitFor(appended.lastPosition);
      const { recipes } = await venueRecipeCosts(platform.readStore, venueId, platform.clock());
      recosts.push(performance.now() - started);
      const expected = Math.round(price * 0.5);
      const recosted = recipes.filter((entry) => entry.costed.ingredients[0]?.cost === expected).length;
      if (recosted !== options.recipes) throw new Error(`${recosted} of ${options.recipes} recipes were recosted`);

      const noOpStarted = performance.now();
      let position = 0;
      for (let index = 0; index < options.recipes; index += 1) {
        const recipeId = `bench-recipe-${index}`;
        const updated: RecipeEvent = {
          type: 'RecipeUpdated',
          data: { recipeId, venueId, recipe: content(index), allergensSeen: [], updatedAt: at },
        };
        position = (await platform.eventStore.appendToStream(recipeStreamId(recipeId), toNewEvents([updated], context)))
          .lastPosition;
      }
      await platform.runner.waitFor(position);
      noOps.push(performance.now() - noOpStarted);
    }
    const figure = Math.min(...recosts);
    const baseline = Math.min(...noOps);
    return {
      id: 'P13',
      name: `Live costing: one price change recosts ${options.recipes} recipes (event to every recipe read back recosted)`,
      unit: 'ms',
      figure,
      baseline,
      baselineName: `${options.recipes} no-op recipe updates appended and projected`,
      goal: 'reported against the no-op updates',
      passed: null,
      details: { recosts, noOps },
    };
  } finally {
    await harness.close();
  }
}
