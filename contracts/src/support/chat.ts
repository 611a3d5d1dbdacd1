import { z } from 'zod';

/**
 * Spec 01 §1 and §6: support staff (admins, TFR admins) chat with a venue; a supplier's admin may
 * write to the venues it supplies. One conversation per venue.
 */
export const chatSides = ['support', 'venue', 'supplier'] as const;
export const chatSideSchema = z.enum(chatSides);
export type ChatSide = z.infer<typeof chatSideSchema>;

export const chatMessageMaxLength = 2000;
export const chatPageSize = 50;

export const chatMessages = {
  empty: 'Please write a message',
  tooLong: `A message can be at most ${chatMessageMaxLength} characters`,
  noConversation: 'No messages yet',
  noConversationDescription: 'Write the first message below.',
  title: 'Message customer',
  additionalSupport: 'More support:',
};

export const chatMessageSentSchema = z.object({
  messageId: z.string(),
  venueId: z.string(),
  fromAccountId: z.string(),
  fromName: z.string(),
  side: chatSideSchema,
  /** The supplier a supplier admin writes for; null on the other sides. */
  supplierId: z.string().nullable(),
  text: z.string().min(1).max(chatMessageMaxLength),
  sentAt: z.string(),
});
export type ChatMessageSent = z.infer<typeof chatMessageSentSchema>;

export const chatEventSchemas = {
  ChatMessageSent: { schemaVersion: 1, schema: chatMessageSentSchema },
} as const;

export type ChatEvent = { type: 'ChatMessageSent'; data: ChatMessageSent };

export const chatStreamId = (venueId: string) => `chat-${venueId}`;

export const sendChatMessageBodySchema = z.object({
  text: z.string().trim().min(1, chatMessages.empty).max(chatMessageMaxLength, chatMessages.tooLong),
});
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;

export const chatQuerySchema = z.object({
  /** Messages before this sequence number: the next older page. */
  before: z.coerce.number().int().positive().optional(),
});

export const chatMessageViewSchema = z.object({
  messageId: z.string(),
  sequence: z.number().int(),
  fromAccountId: z.string(),
  fromName: z.string(),
  side: chatSideSchema,
  text: z.string(),
  sentAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;

export const chatConversationSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  /** Spec 03 §3 venue setting: another support contact the chat offers, when an admin set one. */
  additionalChatSupport: z.object({ title: z.string(), emailAddress: z.string() }).nullable(),
  /** Oldest first; at most chatPageSize. */
  messages: z.array(chatMessageViewSchema),
  hasEarlier: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
