/** receipting: goods received against purchase orders, supplier change requests and credit notes. */
export * from './api';
export * from './creditNotesCsv';
export * from './errors';
export * from './errorTypes';
export * from './events';
export * from './history';
export * from './messages';
export * from './receipt';
export * from './spend';
export * from './threeWayMatch';
