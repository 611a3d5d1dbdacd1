import type { RecipesView } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { seedDemoRecipes } from './seedDemoRecipes';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  await seedDemoRecipes(harness.platform, now);
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

describe('demo recipes', () => {
  it('give The Crown & Anchor 25 costed recipes in categories, two below target GP and one allergen review', async () => {
    const view = (await asVenueUser({ url: '/api/venues/ven-crown-anchor/recipes' })).json() as RecipesView;
    expect(view.recipes).toHaveLength(25);
    expect(new Set(view.recipes.map((recipe) => recipe.category?.name)).size).toBeGreaterThanOrEqual(5);
    expect(view.recipes.every((recipe) => recipe.costPerRecipe > 0)).toBe(true);
    expect(view.belowTargetCount).toBe(2);
    expect(view.needsReviewCount).toBe(1);
    expect(view.recipes.filter((recipe) => recipe.allergens.length > 0).length).toBeGreaterThan(15);
  });

  it('leave Harbour Kitchen, on Free, at its Menu_Builder limit', async () => {
    const view = (await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/recipes' })).json() as RecipesView;
    expect(view.recipes).toHaveLength(2);
    expect(view.menuBuilder).toMatchObject({ limit: 2, used: 2, remaining: 0 });
  });
});
