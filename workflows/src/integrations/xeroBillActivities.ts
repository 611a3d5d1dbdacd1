import type { XeroBillSendResult } from '@oms/contracts';

/** What the send needs from the write side and the accounting adapter, handed in by whoever runs the worker. */
export interface XeroBillActivityDependencies {
  /** Calls the accounting service under the key; a refusal comes back as 'rejected', an outage throws. */
  sendXeroBill(input: { venueId: string; poNumber: string; idempotencyKey: string }): Promise<XeroBillSendResult>;
  /** Records sent or failed through the bill's command; repeatable under the same key. */
  recordXeroBillOutcome(input: {
    venueId: string;
    poNumber: string;
    result: XeroBillSendResult;
    idempotencyKey: string;
  }): Promise<void>;
}

export function createXeroBillActivities(dependencies: XeroBillActivityDependencies) {
  return {
    sendXeroBill: dependencies.sendXeroBill,
    recordXeroBillOutcome: dependencies.recordXeroBillOutcome,
  };
}

export type XeroBillActivities = ReturnType<typeof createXeroBillActivities>;
