import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataplusOrder } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { DataplusRejection } from './dataplusReceiver';
import { createSandboxDataplusReceiver } from './sandboxDataplusReceiver';

const order: DataplusOrder = {
  PONumber: 'HK-0007',
  requiredDeliveryDay: '2026-11-27',
  orderIds: ['o-1'],
  dataplusInfo: { attachedInvoices: [], invoiceDate: '2026-11-26', invoiceNumber: 'INV-991' },
};

describe('the sandbox dataplus receiver', () => {
  it('keeps each order once per idempotency key, and between runs in its file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dataplus-')), 'dataplus-sandbox.json');
    const sandbox = createSandboxDataplusReceiver({ file, clock: () => new Date('2026-11-26T10:00:00.000Z') });
    const input = { venueId: 'ven-1', order, files: [], idempotencyKey: 'dataplus-send-ven-1-HK-0007' };
    const first = await sandbox.send(input);
    expect(await sandbox.send(input)).toEqual(first);
    expect(sandbox.receipts()).toMatchObject([{ venueId: 'ven-1', order, receivedAt: '2026-11-26T10:00:00.000Z' }]);
    expect(createSandboxDataplusReceiver({ file }).receipts()).toHaveLength(1);
  });

  it('refuses an order without an invoice number, as the real receiver does', async () => {
    const sandbox = createSandboxDataplusReceiver();
    const blank = { ...order, dataplusInfo: { ...order.dataplusInfo, invoiceNumber: ' ' } };
    await expect(sandbox.send({ venueId: 'v', order: blank, files: [], idempotencyKey: 'k' })).rejects.toBeInstanceOf(
      DataplusRejection,
    );
  });
});
