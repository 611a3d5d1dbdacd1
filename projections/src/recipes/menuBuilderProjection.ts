import type { MenuBuilderEvent, RecipeCategory } from '@oms/contracts';
import { menuBuilderEventTypes } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** One document per venue: its recipe categories and target GP % (null: the default). */
export interface MenuBuilderDocument {
  _id: string;
  venueId: string;
  categories: RecipeCategory[];
  targetGpPercent: number | null;
  [key: string]: unknown;
}

export const menuBuilderProjection = defineProjection<MenuBuilderDocument, MenuBuilderEvent>({
  name: 'menuBuilder',
  collection: 'menuBuilder',
  handles: menuBuilderEventTypes,
  indexes: [],
  documentIds: (event) => [event.data.venueId],
  evolve: (document, event) => {
    const current = document ?? {
      _id: event.data.venueId,
      venueId: event.data.venueId,
      categories: [],
      targetGpPercent: null,
    };
    switch (event.type) {
      case 'RecipeCategoryAdded':
        return {
          ...current,
          categories: [...current.categories, { _id: event.data.categoryId, name: event.data.name }].sort((a, b) =>
            a.name.localeCompare(b.name),
          ),
        };
      case 'RecipeTargetGpSet':
        return { ...current, targetGpPercent: event.data.targetGpPercent };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
