import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { reactionsTo } from './notificationReactions';

const facts = { order: null, venueTitle: 'The Crown & Anchor' };
const stream = 'venueInvoices-v-1';

describe('notification reactions to the Invoices dashboard', () => {
  it('refreshes the venue’s invoice list and plan usage in place when an invoice changes', () => {
    const deleted = recordedAt(
      { type: 'InvoiceDeleted', data: { invoiceId: 'inv-1', venueId: 'v-1', deletedAt: '2026-11-22T10:00:00.000Z' } },
      3,
      stream,
    );
    const keys = [
      ['venues', 'v-1', 'invoice-uploads'],
      ['venues', 'v-1', 'plan-usage'],
    ];
    expect(reactionsTo(deleted, facts)).toEqual([
      { audience: { kind: 'venueUsers', venueId: 'v-1' }, message: null, invalidate: keys },
      { audience: { kind: 'supportStaff' }, message: null, invalidate: keys },
    ]);
  });

  it("refreshes Goods receipting too when a PO's invoice is ticked as checked", () => {
    const checked = recordedAt(
      {
        type: 'InvoiceChecked',
        data: { invoiceId: 'inv-1', venueId: 'v-1', checked: true, checkedAt: '2026-11-22T10:00:00.000Z' },
      },
      4,
      stream,
    );
    expect(reactionsTo(checked, facts)[0]?.invalidate).toContainEqual(['venues', 'v-1', 'receipting']);
  });

  it('leaves the stored-file record to its invoice event', () => {
    const stored = recordedAt(
      {
        type: 'FileStored',
        data: {
          file: { key: 'k', fileName: 'a.pdf', contentType: 'application/pdf', size: 1, sha256: 'x' },
          purpose: 'invoiceUpload',
        },
      },
      2,
      stream,
    );
    expect(reactionsTo(stored, facts)).toEqual([]);
  });
});
