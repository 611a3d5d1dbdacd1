export { SupplierOrdersPage } from './orders/SupplierOrdersPage';
export { SupplierProductsPage } from './products/SupplierProductsPage';
export { SupplierLayout } from './SupplierLayout';
