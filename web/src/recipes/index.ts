/** recipes: recipes and menu costing. Nothing of it lives in web yet. */
export {};
