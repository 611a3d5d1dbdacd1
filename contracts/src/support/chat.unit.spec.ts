import { describe, expect, it } from 'vitest';
import { eventCatalogue, upcastEvent } from '../eventCatalogue';
import type { NewEvent } from '../platform/events';
import { chatMessageSentSchema } from './chat';

const sentV1 = (side: 'support' | 'venue' | 'supplier', supplierId: string | null): NewEvent => ({
  eventId: 'e1',
  type: 'ChatMessageSent',
  schemaVersion: 1,
  data: {
    messageId: 'm1',
    venueId: 'ven-1',
    fromAccountId: 'a1',
    fromName: 'Someone',
    side,
    supplierId,
    text: 'Hello',
    sentAt: '2026-11-20T09:00:00.000Z',
  },
  metadata: {
    actorAccountId: 'a1',
    actorRole: 'admin',
    channel: 'dashboard',
    correlationId: 'c',
    causationId: null,
    recordedAt: '2026-11-20T09:00:00.000Z',
  },
});

describe('ChatMessageSent from the days of one conversation per venue', () => {
  it("folds a supplier's message into that supplier's thread", () => {
    const upcast = upcastEvent(sentV1('supplier', 'sup-brakes'));
    expect(upcast.schemaVersion).toBe(eventCatalogue.ChatMessageSent?.schemaVersion);
    expect(chatMessageSentSchema.parse(upcast.data)).toMatchObject({ threadSupplierId: 'sup-brakes' });
  });

  it("folds support's and the venue's messages into the venue's thread with support", () => {
    for (const side of ['support', 'venue'] as const) {
      expect(chatMessageSentSchema.parse(upcastEvent(sentV1(side, null)).data).threadSupplierId).toBeNull();
    }
  });
});
