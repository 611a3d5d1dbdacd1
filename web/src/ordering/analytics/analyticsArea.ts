export { OrderedProductsPage } from './OrderedProductsPage';
export { SpendOverTimePage } from './SpendOverTimePage';
