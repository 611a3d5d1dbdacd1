/** integrations: the accounting bill's send. */
export { createXeroBillActivities } from './xeroBillActivities';
export { xeroBillSend } from './xeroBillWorkflow';
