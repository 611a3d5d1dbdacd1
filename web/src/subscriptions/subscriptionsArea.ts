export { CheckoutPage } from './CheckoutPage';
export { PlansPage } from './PlansPage';
export { SubscriptionsPage } from './SubscriptionsPage';
