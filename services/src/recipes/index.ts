/** recipes: recipes and menu costing. Nothing of it lives in services yet. */
export {};
