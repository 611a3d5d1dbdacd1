import { subscriptionsTaskQueue } from '../subscriptions/downgradeWorkflow';
import type { SpecialPurchaseStatus } from './events';

/** Spec 02 §2.11, §5, §8 and §9: the special purchases' words. */
export const specialPurchaseMessages = {
  pageTitle: 'Special purchases',
  requestApproval: 'Request Manager Approval',
  downloadCsv: 'Download CSV',
  csvFileName: 'Approval_History.csv',
  notInPriceFile: 'Product is not in the price file of the customer.',
  fileTooLarge: 'File must be smaller than 10MB',
  requested: 'Your request has been sent to the manager for approval.',
  approved: 'The special purchase has been approved.',
  declined: 'The special purchase has been rejected.',
  managerPageTitle: 'Special purchase approval',
  upgradeToPro: 'Upgrade to Pro Plan',
  empty: 'No special purchases yet',
  noMatches: 'No special purchases match the search and statuses',
  approve: 'Approve',
  reject: 'Reject',
} as const;

/** The list and CSV say "Declined"; the manager page says "Rejected" (spec 02 §4). */
export const specialPurchaseStatusLabels: Record<SpecialPurchaseStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
export const managerStatusLabels: Record<SpecialPurchaseStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Rejected',
};

/** Spec 02 §9: the CSV's columns, in order. */
export const approvalHistoryColumns = [
  'Manager name',
  'Manager email',
  'Staff name',
  'Staff email',
  'Item name',
  'Item cost',
  'Created at',
  'Status',
  'Supplier',
  'SKU',
  'Justification',
] as const;

/** The manager page's address: opened from the e-mail, no sign-in, the token in the query. */
export const managerApprovalPath = (requestId: string, token: string) =>
  `/v/${encodeURIComponent(requestId)}/special-purchase-order-detail?token=${encodeURIComponent(token)}`;

export interface SpecialPurchaseWorkflowInput {
  requestId: string;
  /** ISO instant of the request: the reminders count from it. */
  requestedAt: string;
}

/** Workflow names the API and the worker share (neither imports the other). */
export const specialPurchaseWorkflowType = 'specialPurchaseApproval';
/** The worker serves one queue for every workflow. */
export const specialPurchaseTaskQueue = subscriptionsTaskQueue;
export const specialPurchaseWorkflowId = (requestId: string) => `special-purchase-${requestId}`;
/** Sent once the manager has answered: no reminder goes out after it. */
export const specialPurchaseDecidedSignalName = 'specialPurchaseDecided';
/** Reminders while the manager has not answered: 24 h after the request, then 72 h after it. */
export const specialPurchaseReminderHours = { first: 24, last: 72 } as const;
