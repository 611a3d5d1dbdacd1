export { InvoicesDashboardPage } from './InvoicesDashboardPage';
export { InvoiceViewerPage } from './InvoiceViewerPage';
