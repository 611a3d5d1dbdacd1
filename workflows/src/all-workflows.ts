// The worker's one workflow module: Temporal bundles this file and everything it imports.
export { dataplusSend } from './integrations/dataplusSendWorkflow';
export { xeroBillSend } from './integrations/xeroBillWorkflow';
export { specialPurchaseApproval } from './specialPurchases/approvalWorkflow';
export { subscriptionDowngrade } from './subscriptions/downgradeWorkflow';
export { venueOrderReminder } from './venues/orderReminderWorkflow';
export { venueStatisticsSend } from './venues/venueStatisticsWorkflow';
