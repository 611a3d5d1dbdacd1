/** invoices: invoices and statements. Nothing of it lives in services yet. */
export {};
