export { AdminCoPilotTestPage } from './AdminCoPilotTestPage';
export { CoPilotPage } from './CoPilotPage';
export { EditAiOrderPage } from './EditAiOrderPage';
