export { ShoppingListPage } from './ShoppingListPage';
