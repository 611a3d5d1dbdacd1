/** recipes: recipes and menu costing. Nothing of it lives in workflows yet. */
export {};
