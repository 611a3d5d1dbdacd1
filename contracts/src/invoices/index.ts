/** invoices: the venue's invoices and statements, and the platform's own credit statements. */
export * from './api';
export * from './creditEvents';
export * from './creditStatus';
export * from './errors';
export * from './invoiceRules';
export * from './uploads';
