/** invoices: the venue's invoices and statements, and the platform's own credit statements (one ledger per account). */
export { creditLedgerDecider } from './credit/creditLedger';
