/** invoices/uploads: the Invoices dashboard, where a venue keeps its suppliers' invoices (spec 02 §2.8). */
export * from './api';
export * from './errors';
export * from './events';
export * from './messages';
