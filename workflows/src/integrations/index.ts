/** integrations: the accounting bill's send. */
export { createDataplusSendActivities } from './dataplusSendActivities';
export { dataplusSend } from './dataplusSendWorkflow';
export { createXeroBillActivities } from './xeroBillActivities';
export { xeroBillSend } from './xeroBillWorkflow';
