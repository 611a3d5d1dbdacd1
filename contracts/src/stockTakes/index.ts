/** stockTakes: a venue counts, values and wastes its stock each period (spec 02 §2.9). */
export * from './api';
export * from './csv';
export * from './errors';
export * from './events';
export * from './messages';
export * from './movement';
export * from './periods';
export * from './suggestedOrders';
export * from './valuation';
