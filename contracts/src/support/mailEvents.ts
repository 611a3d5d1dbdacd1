import { z } from 'zod';

/** Outgoing e-mail is an outbox: queued as a fact, then delivered by the mail dispatcher. */
export const mailQueuedSchema = z.object({
  mailId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.enum([
    'passwordReset',
    'welcome',
    'notification',
    'supplierOrder',
    'specialPurchase',
    'orderChangeRequest',
    'venueStatistics',
  ]),
  /** The people the mail names besides its recipient: erasing any of them forgets its words. */
  aboutAccountIds: z.array(z.string()).optional(),
  aboutEmails: z.array(z.string()).optional(),
});
export const mailDeliveredSchema = z.object({
  mailId: z.string(),
  transport: z.enum(['mailbox', 'smtp']),
  messageId: z.string(),
});
export const mailFailedSchema = z.object({
  mailId: z.string(),
  transport: z.enum(['mailbox', 'smtp']),
  reason: z.string(),
});

export const mailEventSchemas = {
  MailQueued: { schemaVersion: 1, schema: mailQueuedSchema },
  MailDelivered: { schemaVersion: 1, schema: mailDeliveredSchema },
  MailFailed: { schemaVersion: 1, schema: mailFailedSchema },
} as const;

export type MailQueued = z.infer<typeof mailQueuedSchema>;
export type MailEvent =
  | { type: 'MailQueued'; data: MailQueued }
  | { type: 'MailDelivered'; data: z.infer<typeof mailDeliveredSchema> }
  | { type: 'MailFailed'; data: z.infer<typeof mailFailedSchema> };

export const mailStreamId = (mailId: string) => `mail-${mailId}`;
