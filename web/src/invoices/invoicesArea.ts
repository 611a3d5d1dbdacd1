export { CreditPage } from './CreditPage';
export { InvoicePage } from './InvoicePage';
export { StatementPage } from './StatementPage';
