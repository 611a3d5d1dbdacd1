/** invoices: invoices and statements. Nothing of it lives in projections yet. */
export {};
