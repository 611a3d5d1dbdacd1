/** recipes: recipes and menu costing. Nothing of it lives in projections yet. */
export {};
