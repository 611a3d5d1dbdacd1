/** specialPurchases: the manager's reminders while an approval waits. */
export { specialPurchaseApproval } from './approvalWorkflow';
export { createSpecialPurchaseActivities } from './specialPurchaseActivities';
