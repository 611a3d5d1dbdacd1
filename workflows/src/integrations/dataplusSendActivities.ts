import type { DataplusSendResult } from '@oms/contracts';

/** What the dataplus send needs from the write side and the receiver, handed in by whoever runs the worker. */
export interface DataplusSendActivityDependencies {
  /** Posts the order under the key; a refusal comes back as 'rejected', an outage throws. */
  sendDataplusOrder(input: { venueId: string; poNumber: string; idempotencyKey: string }): Promise<DataplusSendResult>;
  /** Records sent or failed through the send's command; repeatable under the same key. */
  recordDataplusOutcome(input: {
    venueId: string;
    poNumber: string;
    result: DataplusSendResult;
    idempotencyKey: string;
  }): Promise<void>;
}

export function createDataplusSendActivities(dependencies: DataplusSendActivityDependencies) {
  return {
    sendDataplusOrder: dependencies.sendDataplusOrder,
    recordDataplusOutcome: dependencies.recordDataplusOutcome,
  };
}

export type DataplusSendActivities = ReturnType<typeof createDataplusSendActivities>;
