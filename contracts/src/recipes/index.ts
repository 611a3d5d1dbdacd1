/** recipes: the menu builder's dishes, their live costing, gross profit and the 14 allergens (spec 02 §2.1). */
export * from './allergens';
export * from './api';
export * from './costing';
export * from './errors';
export * from './events';
export * from './messages';
export * from './units';
