export { SupplierLayout } from './SupplierLayout';
