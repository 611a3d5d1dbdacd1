import type { ChatEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { chatDecider, type SendChatMessage } from './chat';

const spec = deciderSpecification(chatDecider);

const send = (overrides: Partial<SendChatMessage> = {}): SendChatMessage => ({
  type: 'SendChatMessage',
  messageId: 'message-1',
  venueId: 'venue-1',
  from: { accountId: 'admin-1', name: 'Alex Morgan', side: 'support', supplierId: null },
  threadSupplierId: null,
  text: '  Your delivery address changed: please check it.  ',
  sentAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const sent = (messageId: string, text = 'Your delivery address changed: please check it.'): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    messageId,
    venueId: 'venue-1',
    fromAccountId: 'admin-1',
    fromName: 'Alex Morgan',
    side: 'support',
    supplierId: null,
    threadSupplierId: null,
    text,
    sentAt: '2026-11-20T09:00:00.000Z',
  },
});

describe('chat conversation', () => {
  it('records a message with its text trimmed', () => {
    spec
      .given([])
      .when(send())
      .then([sent('message-1')]);
  });

  it('adds a later message to an open conversation', () => {
    spec
      .given([sent('message-1')])
      .when(send({ messageId: 'message-2', text: 'Thanks!' }))
      .then([sent('message-2', 'Thanks!')]);
  });

  it('records nothing when the same message is sent twice', () => {
    spec
      .given([sent('message-1')])
      .when(send())
      .then([]);
  });

  it('refuses an empty message with the words the form shows', () => {
    spec
      .given([])
      .when(send({ text: '   ' }))
      .thenThrows('EMPTY_MESSAGE', 'Please write a message');
  });

  it('refuses a message over 2000 characters', () => {
    spec
      .given([])
      .when(send({ text: 'x'.repeat(2001) }))
      .thenThrows('MESSAGE_TOO_LONG', 'A message can be at most 2000 characters');
  });

  it('records which supplier a supplier admin writes for', () => {
    const supplier = {
      accountId: 'supplier-admin',
      name: 'Priya Shah',
      side: 'supplier' as const,
      supplierId: 'sup-1',
    };
    spec
      .given([])
      .when(send({ from: supplier, threadSupplierId: 'sup-1', text: 'Delivery tomorrow at 7' }))
      .then([
        {
          type: 'ChatMessageSent',
          data: {
            messageId: 'message-1',
            venueId: 'venue-1',
            fromAccountId: 'supplier-admin',
            fromName: 'Priya Shah',
            side: 'supplier',
            supplierId: 'sup-1',
            threadSupplierId: 'sup-1',
            text: 'Delivery tomorrow at 7',
            sentAt: '2026-11-20T09:00:00.000Z',
          },
        },
      ]);
  });

  it('refuses a supplier message without its supplier', () => {
    spec
      .given([])
      .when(send({ from: { accountId: 'x', name: 'X', side: 'supplier', supplierId: null } }))
      .thenThrows('SUPPLIER_SIDE');
  });

  it("records a venue's message in the thread it answers: support's or a supplier's", () => {
    const venue = { accountId: 'venue-user', name: 'Sam', side: 'venue' as const, supplierId: null };
    spec
      .given([])
      .when(send({ from: venue, threadSupplierId: 'sup-1', text: 'Gate code 1234' }))
      .then([
        {
          type: 'ChatMessageSent',
          data: {
            messageId: 'message-1',
            venueId: 'venue-1',
            fromAccountId: 'venue-user',
            fromName: 'Sam',
            side: 'venue',
            supplierId: null,
            threadSupplierId: 'sup-1',
            text: 'Gate code 1234',
            sentAt: '2026-11-20T09:00:00.000Z',
          },
        },
      ]);
  });

  it("refuses a supplier writing in another supplier's thread or support's", () => {
    const supplier = { accountId: 's', name: 'Priya', side: 'supplier' as const, supplierId: 'sup-1' };
    spec
      .given([])
      .when(send({ from: supplier, threadSupplierId: 'sup-2' }))
      .thenThrows('OTHER_THREAD', 'You do not write in this conversation');
    spec
      .given([])
      .when(send({ from: supplier, threadSupplierId: null }))
      .thenThrows('OTHER_THREAD');
  });

  it("refuses support writing in a venue's thread with a supplier", () => {
    spec
      .given([])
      .when(send({ threadSupplierId: 'sup-1' }))
      .thenThrows('OTHER_THREAD');
  });
});
