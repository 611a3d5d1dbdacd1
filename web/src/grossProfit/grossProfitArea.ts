export { GrossProfitPage } from './GrossProfitPage';
