import type { XeroBill } from '@oms/contracts';

/** A bill the sandbox accounting service received, as its ledger keeps it. */
export interface SandboxBill {
  billId: string;
  organisationId: string;
  idempotencyKey: string;
  bill: XeroBill;
  fileName: string | null;
  receivedAt: string;
}
