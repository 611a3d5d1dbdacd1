/** invoices: invoices and statements. Nothing of it lives in workflows yet. */
export {};
