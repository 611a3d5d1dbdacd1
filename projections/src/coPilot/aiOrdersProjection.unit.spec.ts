import { aiOrderStreamId, type CoPilotEvent, type OrderInterpretation } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { aiOrdersProjection } from './aiOrdersProjection';

const at = '2026-11-23T09:00:00.000Z';
const file = { key: 'coPilot/a1/raw.eml', fileName: 'raw.eml', contentType: 'message/rfc822', size: 10, sha256: 'x' };
const received: CoPilotEvent = {
  type: 'OrderEmailReceived',
  data: {
    aiOrderId: 'a1',
    supplierId: 'sup-brakes',
    captureAddress: 'orders.brakes@capture.oms.test',
    email: {
      messageId: null,
      from: 'chef@crown.example',
      fromName: 'Chef',
      to: ['orders.brakes@capture.oms.test'],
      subject: 'Order for Wednesday',
      sentAt: at,
      text: 'Hi,\n\n  2 x chips\nplease',
      html: null,
      attachments: [],
    },
    rawFile: file,
    attachmentFiles: [],
    receivedVia: 'smtp',
    receivedAt: at,
  },
};
const interpretation: OrderInterpretation = {
  venueId: 'ven-crown',
  venueExplanation: '',
  deliveryDate: '2026-11-25',
  deliveryDateExplanation: '',
  lines: [
    { source: '2 x chips', quantity: 2, productId: 'p1', sku: 'S1', title: 'Chips', confidence: 0.9, explanation: '' },
    { source: '1 chips', quantity: 1, productId: 'p1', sku: 'S1', title: 'Chips', confidence: 0.7, explanation: '' },
    { source: 'unicorn', quantity: 1, productId: null, sku: null, title: null, confidence: 0.1, explanation: '' },
  ],
  notInPriceFile: ['unicorn'],
  confidence: 0.8,
  extractor: 'built-in',
};
const interpreted: CoPilotEvent = {
  type: 'OrderEmailInterpreted',
  data: { aiOrderId: 'a1', supplierId: 'sup-brakes', interpretation, interpretedAt: at },
};
const line = {
  productId: 'p1',
  sku: 'S1',
  title: 'Chips',
  size: '',
  UoM: '',
  quantity: 3,
  unitPrice: 100,
  hasVat: false,
};

async function given(...events: CoPilotEvent[]) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, aiOrderStreamId('a1')));
  const { store } = await projectionSpec(aiOrdersProjection).given(...recorded);
  return store.collection('aiOrders').findOne({ _id: 'a1' });
}

describe('AI orders projection', () => {
  it('lists a received e-mail as unprocessed, with a one-line preview', async () => {
    expect(await given(received)).toMatchObject({
      supplierId: 'sup-brakes',
      subject: 'Order for Wednesday',
      preview: 'Hi, 2 x chips please',
      status: 'unprocessed',
      interpretation: null,
      draft: null,
    });
  });

  it('turns the reading into a draft: matched lines only, one line per product', async () => {
    expect(await given(received, interpreted)).toMatchObject({
      venueId: 'ven-crown',
      draft: {
        venueId: 'ven-crown',
        deliveryDate: '2026-11-25',
        lines: [{ productId: 'p1', quantity: 3, confidence: 0.7 }],
      },
    });
  });

  it('keeps a failure until a reading arrives', async () => {
    const failed: CoPilotEvent = {
      type: 'OrderEmailInterpretationFailed',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', reason: 'timeout', failedAt: at },
    };
    expect(await given(received, failed)).toMatchObject({ interpretationFailed: 'timeout' });
    expect(await given(received, failed, interpreted)).toMatchObject({ interpretationFailed: null });
  });

  it('records an approval with its orders and whether it was edited; a rejection with its feedback', async () => {
    const approved: CoPilotEvent = {
      type: 'AiOrderApproved',
      data: {
        aiOrderId: 'a1',
        supplierId: 'sup-brakes',
        venueId: 'ven-crown',
        deliveryDate: '2026-11-25',
        orderIds: ['ai-a1'],
        lines: [{ ...line, aiConfidenceScore: 70 }],
        notes: '',
        feedback: 'ok',
        edited: false,
        approvedAt: at,
      },
    };
    expect(await given(received, interpreted, approved)).toMatchObject({
      status: 'approved',
      orderIds: ['ai-a1'],
      edited: false,
      draft: { lines: [{ productId: 'p1', quantity: 3, confidence: 0.7 }] },
    });
    const rejected: CoPilotEvent = {
      type: 'AiOrderRejected',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', feedback: 'Not ours', rejectedAt: at },
    };
    expect(await given(received, interpreted, rejected)).toMatchObject({ status: 'rejected', feedback: 'Not ours' });
  });

  it('keeps a saved edit over a later reading, and drops a deleted e-mail', async () => {
    const edited: CoPilotEvent = {
      type: 'AiOrderEdited',
      data: {
        aiOrderId: 'a1',
        supplierId: 'sup-brakes',
        venueId: 'ven-harbour',
        deliveryDate: null,
        lines: [],
        notes: 'n',
        editedAt: at,
      },
    };
    expect(await given(received, edited, interpreted)).toMatchObject({ venueId: 'ven-harbour', edited: true });
    const deleted: CoPilotEvent = {
      type: 'AiOrderDeleted',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', deletedAt: at },
    };
    expect(await given(received, interpreted, deleted)).toBeNull();
  });
});
