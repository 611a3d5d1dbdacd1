import type { MailEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface MailDocument {
  _id: string;
  mailId: string;
  to: string;
  subject: string;
  text: string;
  purpose: string;
  queuedAt: string;
  status: 'queued' | 'delivered' | 'failed';
  transport: string | null;
  failure: string | null;
  [key: string]: unknown;
}

export const mailboxProjection = defineProjection<MailDocument, MailEvent>({
  name: 'mailbox',
  collection: 'mailbox',
  handles: ['MailQueued', 'MailDelivered', 'MailFailed'],
  indexes: [{ keys: { queuedAt: -1 } }, { keys: { status: 1 } }],
  documentIds: (event) => [event.data.mailId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'MailQueued':
        return {
          _id: event.data.mailId,
          ...event.data,
          queuedAt: event.metadata.recordedAt,
          status: 'queued',
          transport: null,
          failure: null,
        };
      case 'MailDelivered':
        return document ? { ...document, status: 'delivered', transport: event.data.transport } : null;
      case 'MailFailed':
        return document
          ? { ...document, status: 'failed', transport: event.data.transport, failure: event.data.reason }
          : null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
