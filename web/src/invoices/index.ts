/** invoices: invoices and statements. Nothing of it lives in web yet. */
export {};
