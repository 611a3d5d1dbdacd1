/** invoices: the credit tab, the Overview statements and the printable invoices (see invoicesArea). */
export {};
