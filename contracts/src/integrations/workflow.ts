import { subscriptionsTaskQueue } from '../subscriptions/downgradeWorkflow';

/** The send of one purchase order's bill; its id is `xeroBillWorkflowId(venueId, poNumber)`. */
export interface XeroBillWorkflowInput {
  venueId: string;
  poNumber: string;
}

/** Workflow names the API and the worker share (neither imports the other). */
export const xeroBillWorkflowType = 'xeroBillSend';
/** The worker serves one queue for every workflow. */
export const xeroBillTaskQueue = subscriptionsTaskQueue;

/** What the accounting service said to a bill: made (its id), or refused with its words. */
export type XeroBillSendResult = { outcome: 'sent'; billId: string } | { outcome: 'rejected'; message: string };

/** The dataplus send of one purchase order; its id is `dataplusSendWorkflowId(venueId, poNumber)`. */
export interface DataplusSendWorkflowInput {
  venueId: string;
  poNumber: string;
}
export const dataplusSendWorkflowType = 'dataplusSend';

/** What the dataplus receiver said: stored (its id), or refused with its words. */
export type DataplusSendResult = { outcome: 'sent'; receiptId: string } | { outcome: 'rejected'; message: string };
