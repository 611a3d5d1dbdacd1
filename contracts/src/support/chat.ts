import { z } from 'zod';

/**
 * Spec 01 §1 and §6: support staff (admins, TFR admins) chat with a venue; a supplier's admin may
 * write to the venues it supplies. A venue has one thread with OMS support and one with each of its
 * suppliers (issue 48): a supplier never reads what the venue tells support or another supplier.
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
  supportThread: 'OMS support',
  threadPicker: 'Conversation',
  readOnlyThread: 'Only the venue and this supplier write in this conversation.',
};

export const chatMessageSentSchema = z.object({
  messageId: z.string(),
  venueId: z.string(),
  fromAccountId: z.string(),
  fromName: z.string(),
  side: chatSideSchema,
  /** The supplier a supplier admin writes for; null on the other sides. */
  supplierId: z.string().nullable(),
  /** The thread: null for the venue's conversation with OMS support, else the supplier it talks to. */
  threadSupplierId: z.string().nullable(),
  text: z.string().min(1).max(chatMessageMaxLength),
  sentAt: z.string(),
});
export type ChatMessageSent = z.infer<typeof chatMessageSentSchema>;

/**
 * Version 1 knew one conversation per venue. Its messages fold by their author: a supplier's into
 * that supplier's thread, support's and the venue's into the thread with support.
 */
export function upcastChatMessageSentV1(data: unknown): unknown {
  const v1 = data as { side: ChatSide; supplierId: string | null };
  return { ...v1, threadSupplierId: v1.side === 'supplier' ? v1.supplierId : null };
}

export const chatEventSchemas = {
  ChatMessageSent: { schemaVersion: 2, schema: chatMessageSentSchema, upcasters: { 1: upcastChatMessageSentV1 } },
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

export const chatThreadParamsSchema = z.object({ venueId: z.string().min(1), supplierId: z.string().min(1) });

export const chatConversationSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  /** Null: the venue's thread with OMS support; else the supplier's thread. */
  supplierId: z.string().nullable(),
  /** Who the venue talks to here: 'OMS support' or the supplier's title. */
  threadTitle: z.string(),
  /** Support staff read a supplier's thread but do not write in it. */
  canWrite: z.boolean(),
  /** Spec 03 §3 venue setting: another support contact the chat offers, when an admin set one. */
  additionalChatSupport: z.object({ title: z.string(), emailAddress: z.string() }).nullable(),
  /** Oldest first; at most chatPageSize. */
  messages: z.array(chatMessageViewSchema),
  hasEarlier: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatThreadSchema = z.object({
  /** Null: the thread with OMS support. */
  supplierId: z.string().nullable(),
  title: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** The threads of a venue the reader may open: support's first, then the suppliers by title. */
export const chatThreadsSchema = z.object({ venueId: z.string(), threads: z.array(chatThreadSchema) });
export type ChatThreads = z.infer<typeof chatThreadsSchema>;
