export { ChangeRequestPage } from './ChangeRequestPage';
export { ResolvedCreditNotesPage, UnresolvedCreditNotesPage } from './CreditNotesPage';
export { ReceiptingHistoryPage } from './ReceiptingHistoryPage';
export { ReceiptingPage } from './ReceiptingPage';
