export { AdminOnly, AdminShell, OverviewShell } from './AdminShell';
export { AccountsPage } from './accounts/AccountsPage';
export { CreditReportPage } from './credit/CreditReportPage';
export { AdminOrdersPage } from './orders/AdminOrdersPage';
export { PastOrdersPage } from './orders/PastOrdersPage';
export { AdminProductsPage } from './products/AdminProductsPage';
export { AdminSpendingPage, OverviewSpendingPage } from './spending/SpendingPages';
export { SuppliersPage } from './suppliers/SuppliersPage';
