export { MenuBuilderPage } from './MenuBuilderPage';
