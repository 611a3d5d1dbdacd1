/** grossProfit: a venue's daily sales, forecasts and misc costs against its purchases (spec 02 §2.10). */
export * from './api';
export * from './errors';
export * from './events';
export * from './grossProfitReport';
export * from './messages';
