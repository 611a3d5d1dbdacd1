import type { OrderEmailReceived, OrderInterpretation } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type AiOrderCommand, type AiOrderStreamEvent, aiOrderDecider } from './aiOrder';

const spec = deciderSpecification(aiOrderDecider);
const now = '2026-11-23T09:00:00.000Z';
const file = (key: string) => ({ key, fileName: key, contentType: 'message/rfc822', size: 10, sha256: 'x' });
const received: OrderEmailReceived = {
  aiOrderId: 'a1',
  supplierId: 'sup-brakes',
  captureAddress: 'orders.brakes@capture.oms.test',
  email: {
    messageId: '<m1@x>',
    from: 'chef@crown.example',
    fromName: 'Chef',
    to: ['orders.brakes@capture.oms.test'],
    subject: 'Order',
    sentAt: now,
    text: '2 x chips',
    html: null,
    attachments: [],
  },
  rawFile: file('coPilot/a1/raw.eml'),
  attachmentFiles: [],
  receivedVia: 'smtp',
  receivedAt: now,
};
const interpretation: OrderInterpretation = {
  venueId: 'ven-crown',
  venueExplanation: 'sender',
  deliveryDate: '2026-11-25',
  deliveryDateExplanation: 'Wednesday',
  lines: [
    { source: '2 x chips', quantity: 2, productId: 'p1', sku: 'S1', title: 'Chips', confidence: 0.95, explanation: '' },
    { source: 'unicorn', quantity: 1, productId: null, sku: null, title: null, confidence: 0.2, explanation: '' },
  ],
  notInPriceFile: ['unicorn'],
  confidence: 0.8,
  extractor: 'built-in',
};
const product = { sku: 'S1', title: 'Chips', size: '2.5kg', UoM: 'bag', OMSPrice: 350, hasVat: false };
const facts = {
  customers: { 'ven-crown': { title: 'Brakes', deliveryDays: ['Monday', 'Wednesday'] as const } },
  products: { p1: product, p2: { ...product, sku: 'S2', title: 'Peas' } },
};
const customers = { 'ven-crown': { title: 'Brakes', deliveryDays: [...facts.customers['ven-crown'].deliveryDays] } };
const receivedEvents: AiOrderStreamEvent[] = [
  // Both name the sender, whose key seals the file's name and the reading's quotes.
  { type: 'FileStored', data: { file: received.rawFile, purpose: 'orderEmail', ownerEmail: 'chef@crown.example' } },
  { type: 'OrderEmailReceived', data: received },
];
const interpreted: AiOrderStreamEvent = {
  type: 'OrderEmailInterpreted',
  data: {
    aiOrderId: 'a1',
    supplierId: 'sup-brakes',
    senderEmail: 'chef@crown.example',
    interpretation,
    interpretedAt: now,
  },
};
const approve = (draft: Extract<AiOrderCommand, { type: 'ApproveAiOrder' }>['draft'] = null): AiOrderCommand => ({
  type: 'ApproveAiOrder',
  draft,
  feedback: 'Looks right',
  orderId: 'ai-a1',
  customers,
  products: facts.products,
  today: '2026-11-23',
  now,
});
const chipsLine = {
  productId: 'p1',
  sku: 'S1',
  title: 'Chips',
  size: '2.5kg',
  UoM: 'bag',
  quantity: 2,
  unitPrice: 350,
  hasVat: false,
  aiConfidenceScore: 95,
};
const approvedAsRead: AiOrderStreamEvent = {
  type: 'AiOrderApproved',
  data: {
    aiOrderId: 'a1',
    supplierId: 'sup-brakes',
    venueId: 'ven-crown',
    deliveryDate: '2026-11-25',
    orderIds: ['ai-a1'],
    lines: [chipsLine],
    notes: '',
    feedback: 'Looks right',
    edited: false,
    approvedAt: now,
  },
};

describe('AI order decider', () => {
  it('records a received e-mail with its files once, however often it arrives', () => {
    spec.given([]).when({ type: 'ReceiveOrderEmail', received }).then(receivedEvents);
    spec.given(receivedEvents).when({ type: 'ReceiveOrderEmail', received }).then([]);
  });

  it('records the reading, and a failure only while there is none', () => {
    spec.given(receivedEvents).when({ type: 'RecordInterpretation', interpretation, now }).then([interpreted]);
    spec
      .given(receivedEvents)
      .when({ type: 'RecordInterpretationFailure', reason: 'boom', now })
      .then([
        {
          type: 'OrderEmailInterpretationFailed',
          data: { aiOrderId: 'a1', supplierId: 'sup-brakes', reason: 'boom', failedAt: now },
        },
      ]);
    spec
      .given([...receivedEvents, interpreted])
      .when({ type: 'RecordInterpretationFailure', reason: 'x', now })
      .then([]);
  });

  it('approves the order as read: the matched lines with their confidence, not edited', () => {
    spec
      .given([...receivedEvents, interpreted])
      .when(approve())
      .then([approvedAsRead]);
  });

  it('approves an edited order as edited, with no confidence on a line a person added', () => {
    const draft = {
      venueId: 'ven-crown',
      deliveryDate: '2026-11-25',
      notes: 'Back door',
      lines: [
        { productId: 'p1', quantity: 3, confidence: 0.95 },
        { productId: 'p2', quantity: 1, confidence: null },
      ],
    };
    spec
      .given([...receivedEvents, interpreted])
      .when(approve(draft))
      .then([
        {
          type: 'AiOrderApproved',
          data: {
            ...approvedAsRead.data,
            lines: [
              { ...chipsLine, quantity: 3 },
              { ...chipsLine, productId: 'p2', sku: 'S2', title: 'Peas', quantity: 1, aiConfidenceScore: undefined },
            ].map(({ aiConfidenceScore, ...line }) => (aiConfidenceScore ? { ...line, aiConfidenceScore } : line)),
            notes: 'Back door',
            edited: true,
          } as never,
        },
      ]);
  });

  it('picks the venue’s next delivery day when the e-mail asked for none', () => {
    const undated = {
      ...interpreted,
      data: { ...interpreted.data, interpretation: { ...interpretation, deliveryDate: null } },
    };
    spec
      .given([...receivedEvents, undated as AiOrderStreamEvent])
      .when(approve())
      .then([{ type: 'AiOrderApproved', data: { ...approvedAsRead.data, deliveryDate: '2026-11-25' } as never }]);
  });

  it('refuses an order without a venue, or with a product outside the supplier’s list', () => {
    const unknownVenue = {
      ...interpreted,
      data: { ...interpreted.data, interpretation: { ...interpretation, venueId: null } },
    };
    spec
      .given([...receivedEvents, unknownVenue as AiOrderStreamEvent])
      .when(approve())
      .thenThrows('VENUE_REQUIRED');
    spec
      .given([...receivedEvents, interpreted])
      .when(
        approve({
          venueId: 'ven-crown',
          deliveryDate: null,
          notes: '',
          lines: [{ productId: 'zz', quantity: 1, confidence: null }],
        }),
      )
      .thenThrows('INVALID_PRODUCTS', 'Invalid Products: Some products are invalid. Please check and try again.');
    spec
      .given([...receivedEvents, interpreted])
      .when(approve({ venueId: 'ven-other', deliveryDate: null, notes: '', lines: [] }))
      .thenThrows('VENUE_NOT_CUSTOMER');
  });

  it('refuses any change to an approved order', () => {
    const approved = [...receivedEvents, interpreted, approvedAsRead];
    spec.given(approved).when(approve()).thenThrows('AI_ORDER_APPROVED', 'Order is already approved');
    spec.given(approved).when({ type: 'RejectAiOrder', feedback: '', now }).thenThrows('AI_ORDER_APPROVED');
    spec
      .given(approved)
      .when({
        type: 'SaveAiOrder',
        draft: { venueId: 'ven-crown', deliveryDate: null, notes: '', lines: [] },
        customers,
        products: facts.products,
        now,
      })
      .thenThrows('AI_ORDER_APPROVED');
  });

  it('saves an edit for later, which the approval then places', () => {
    const draft = {
      venueId: 'ven-crown',
      deliveryDate: '2026-11-30',
      notes: '',
      lines: [{ productId: 'p2', quantity: 4, confidence: null }],
    };
    const saved: AiOrderStreamEvent = {
      type: 'AiOrderEdited',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', ...draft, editedAt: now },
    };
    spec
      .given([...receivedEvents, interpreted])
      .when({ type: 'SaveAiOrder', draft, customers, products: facts.products, now })
      .then([saved]);
    spec
      .given([...receivedEvents, interpreted, saved])
      .when(approve())
      .then([
        {
          type: 'AiOrderApproved',
          data: {
            ...approvedAsRead.data,
            deliveryDate: '2026-11-30',
            lines: [
              { ...chipsLine, productId: 'p2', sku: 'S2', title: 'Peas', quantity: 4, aiConfidenceScore: undefined },
            ].map(({ aiConfidenceScore: _unused, ...line }) => line),
            edited: true,
          },
        },
      ]);
  });

  it('rejects with feedback once, and deletes once', () => {
    const rejected: AiOrderStreamEvent = {
      type: 'AiOrderRejected',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', feedback: 'Not ours', rejectedAt: now },
    };
    spec.given(receivedEvents).when({ type: 'RejectAiOrder', feedback: 'Not ours', now }).then([rejected]);
    spec
      .given([...receivedEvents, rejected])
      .when({ type: 'RejectAiOrder', feedback: 'again', now })
      .then([]);
    const deleted: AiOrderStreamEvent = {
      type: 'AiOrderDeleted',
      data: { aiOrderId: 'a1', supplierId: 'sup-brakes', deletedAt: now },
    };
    spec.given(receivedEvents).when({ type: 'DeleteAiOrder', now }).then([deleted]);
    spec
      .given([...receivedEvents, deleted])
      .when({ type: 'DeleteAiOrder', now })
      .then([]);
    spec
      .given([...receivedEvents, deleted])
      .when(approve())
      .thenThrows('AI_ORDER_NOT_FOUND');
  });
});
