export { BasketPage } from './basket/BasketPage';
export { OrdersPage } from './orders/OrdersPage';
export { PurchasingShell } from './PurchasingShell';
