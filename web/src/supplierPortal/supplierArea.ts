export { AnalyticsPage } from './analytics/AnalyticsPage';
export { CustomersPage } from './customers/CustomersPage';
export { FeedbackPage } from './feedback/FeedbackPage';
export { SupplierOrdersPage } from './orders/SupplierOrdersPage';
export { SupplierProductsPage } from './products/SupplierProductsPage';
export { SupplierLayout } from './SupplierLayout';
export { SupplierSpendingPage } from './spending/SupplierSpendingPage';
