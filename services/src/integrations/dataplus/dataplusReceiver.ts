import type { DataplusOrder } from '@oms/contracts';
import type { BillFile } from '../accounting/accountingService';

export interface DataplusSendInput {
  venueId: string;
  order: DataplusOrder;
  files: BillFile[];
  /** From the workflow id: a retried call never records the order twice at the receiver. */
  idempotencyKey: string;
}

/** A refusal of the order itself (4xx): retrying cannot help, the send records it with these words. */
export class DataplusRejection extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataplusRejection';
  }
}

/** The dataplus port (spec 02 §2.6): the HTTP adapter (DATAPLUS_URL) or the sandbox receiver in the app. */
export interface DataplusReceiver {
  readonly kind: 'http' | 'sandbox';
  send(input: DataplusSendInput): Promise<{ receiptId: string }>;
}
