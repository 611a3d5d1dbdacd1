export { ChecklistPage } from './ChecklistPage';
