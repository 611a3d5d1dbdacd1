/** invoices: the platform's credit statements and their balance transactions. */
export { type CreditStatementDocument, creditStatementsProjection } from './creditStatementsProjection';
export { type CreditTransactionDocument, creditTransactionsProjection } from './creditTransactionsProjection';
export {
  type UploadedInvoiceDocument,
  uploadedInvoicesProjection,
} from './uploads/uploadedInvoicesProjection';
export { type InvoiceLineFilters, type InvoiceVenue, venueInvoice, venueStatements } from './venueInvoice';
