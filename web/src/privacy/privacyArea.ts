export { DataDeletionRequestsPage } from './DataDeletionRequestsPage';
export { RequestDeleteDataPage } from './RequestDeleteDataPage';
