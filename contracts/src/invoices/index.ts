/** invoices: invoices and statements. Nothing of it lives in contracts yet. */
export {};
