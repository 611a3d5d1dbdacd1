export { CoPilotPage } from './CoPilotPage';
export { EditAiOrderPage } from './EditAiOrderPage';
