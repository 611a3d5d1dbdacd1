/** recipes: recipes and menu costing. Nothing of it lives in contracts yet. */
export {};
