import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { DataplusOrder } from '@oms/contracts';
import { type DataplusReceiver, DataplusRejection } from './dataplusReceiver';

export interface SandboxDataplusReceipt {
  receiptId: string;
  venueId: string;
  idempotencyKey: string;
  order: DataplusOrder;
  fileNames: string[];
  receivedAt: string;
}

const MAX_RECEIPTS = 10_000;

function load(file: string | undefined): SandboxDataplusReceipt[] {
  if (!file) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as SandboxDataplusReceipt[]) : [];
  } catch {
    return [];
  }
}

/**
 * The demo's dataplus: a receiver inside the app that keeps every order it is sent (once per
 * idempotency key, as the real receiver must) for its admin page, in `file` between runs.
 */
export function createSandboxDataplusReceiver(options: { file?: string; clock?: () => Date } = {}): DataplusReceiver & {
  receipts(): SandboxDataplusReceipt[];
} {
  const clock = options.clock ?? (() => new Date());
  const received = new Map(load(options.file).map((receipt) => [receipt.idempotencyKey, receipt]));
  const save = () => {
    if (!options.file) return;
    const temporary = `${options.file}.tmp`;
    writeFileSync(temporary, JSON.stringify([...received.values()]), { mode: 0o600 });
    renameSync(temporary, options.file);
  };
  return {
    kind: 'sandbox',
    async send(input) {
      const known = received.get(input.idempotencyKey);
      if (known) return { receiptId: known.receiptId };
      if (input.order.dataplusInfo.invoiceNumber.trim() === '')
        throw new DataplusRejection('Invoice number is required');
      const receipt: SandboxDataplusReceipt = {
        receiptId: `sandbox-dataplus-${randomBytes(8).toString('hex')}`,
        venueId: input.venueId,
        idempotencyKey: input.idempotencyKey,
        order: input.order,
        fileNames: input.files.map((file) => file.name),
        receivedAt: clock().toISOString(),
      };
      received.set(input.idempotencyKey, receipt);
      if (received.size > MAX_RECEIPTS) {
        const oldest = received.keys().next().value;
        if (oldest !== undefined) received.delete(oldest);
      }
      save();
      return { receiptId: receipt.receiptId };
    },
    receipts: () => [...received.values()].reverse(),
  };
}
