import type { ChatEvent, ChatSide } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** One document per chat message; a thread pages through them by venue, thread and sequence. */
export interface ChatMessageDocument {
  _id: string;
  messageId: string;
  venueId: string;
  /** The message's place in its conversation (stream revision + 1): the paging cursor. */
  sequence: number;
  fromAccountId: string;
  fromName: string;
  side: ChatSide;
  supplierId: string | null;
  /** Null: the venue's thread with OMS support; else the supplier's thread. */
  threadSupplierId: string | null;
  text: string;
  sentAt: string;
  [key: string]: unknown;
}

export const chatMessagesProjection = defineProjection<ChatMessageDocument, ChatEvent>({
  name: 'chatMessages',
  collection: 'chatMessages',
  handles: ['ChatMessageSent'],
  indexes: [{ keys: { venueId: 1, threadSupplierId: 1, sequence: -1 } }],
  documentIds: (event) => [event.data.messageId],
  evolve: (_document, event) => {
    switch (event.type) {
      case 'ChatMessageSent':
        return { _id: event.data.messageId, ...event.data, sequence: event.revision + 1 };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
});
