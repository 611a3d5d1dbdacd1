import { type DataplusOrder, type DataplusSendEvent, dataplusSendStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { dataplusSendDocumentId, dataplusSendsProjection } from './dataplusSendsProjection';

const at = '2026-11-26T10:00:00.000Z';
const order: DataplusOrder = {
  PONumber: 'HK-0007',
  requiredDeliveryDay: '2026-11-27',
  orderIds: ['o-1'],
  dataplusInfo: { attachedInvoices: [], invoiceDate: '2026-11-26', invoiceNumber: 'INV-991' },
};
const requested: DataplusSendEvent = {
  type: 'DataplusSendRequested',
  data: { venueId: 'v1', poNumber: 'HK-0007', supplierId: 's1', order, requestedAt: at },
};

/** projectionSpec delivers every event a second time and fails if a document changes. */
async function sendOf(events: DataplusSendEvent[]) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, dataplusSendStreamId('v1', 'HK-0007')));
  const { store } = await projectionSpec(dataplusSendsProjection).given(...recorded);
  return store.collection('dataplusSends').findOne({ _id: dataplusSendDocumentId('v1', 'HK-0007') });
}

describe('dataplus sends projection', () => {
  it('shows a requested send, then the receiver’s id once sent', async () => {
    expect(await sendOf([requested])).toMatchObject({ status: 'requested', order, receiptId: null });
    const sent: DataplusSendEvent = {
      type: 'DataplusSent',
      data: { venueId: 'v1', poNumber: 'HK-0007', receiptId: 'dp-1', sentAt: at },
    };
    expect(await sendOf([requested, sent])).toMatchObject({ status: 'sent', receiptId: 'dp-1', settledAt: at });
  });

  it('keeps the receiver’s words on a failure', async () => {
    const failed: DataplusSendEvent = {
      type: 'DataplusSendFailed',
      data: { venueId: 'v1', poNumber: 'HK-0007', message: 'Unknown GLN', failedAt: at },
    };
    expect(await sendOf([requested, failed])).toMatchObject({ status: 'failed', failure: 'Unknown GLN' });
  });
});
