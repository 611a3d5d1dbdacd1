import { randomUUID } from 'node:crypto';
import {
  type ChatConversation,
  type ChatThreads,
  chatMessages,
  chatPageSize,
  chatStreamId,
  realtimeMessages,
  supportErrors,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { findSupplier } from '../../catalogue/findSupplier';
import { supportEmail } from '../../ordering/checklist/supportEmail';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { findVenue } from '../../venues/findVenue';
import { queueMail } from '../mail/outbox';
import { chatDecider } from './chat';
import type { ChatThreadAccess } from './chatAccess';

/** One thread of a venue's chat: null is the venue's thread with OMS support. */
export interface ChatThreadRef {
  venueId: string;
  supplierId: string | null;
}

const threadTitleOf = async (platform: Platform, supplierId: string | null) =>
  supplierId === null ? chatMessages.supportThread : (await findSupplier(platform, supplierId)).title;

export async function chatConversation(
  platform: Platform,
  thread: ChatThreadRef,
  access: ChatThreadAccess,
  before: number | undefined,
): Promise<ChatConversation> {
  const { venueId, supplierId } = thread;
  const venue = await findVenue(platform, venueId);
  const inThread = { venueId, threadSupplierId: supplierId };
  const page = await readModels.chatMessages
    .in(platform.readStore)
    .find(before === undefined ? inThread : { ...inThread, sequence: { $lt: before } }, {
      sort: { sequence: -1 },
      limit: chatPageSize + 1,
    });
  const messages = page.slice(0, chatPageSize).reverse();
  return {
    venueId,
    venueTitle: venue.title,
    supplierId,
    threadTitle: await threadTitleOf(platform, supplierId),
    canWrite: access.canWrite,
    additionalChatSupport: venue.adminSettings?.additionalChatSupport ?? null,
    messages: messages.map(({ messageId, sequence, fromAccountId, fromName, side, text, sentAt }) => ({
      messageId,
      sequence,
      fromAccountId,
      fromName,
      side,
      text,
      sentAt,
    })),
    hasEarlier: page.length > chatPageSize,
  };
}

/** The threads a reader may pick, with when each last heard from anyone: support's first, then suppliers by title. */
export async function chatThreads(
  platform: Platform,
  venueId: string,
  supplierIds: readonly (string | null)[],
): Promise<ChatThreads> {
  await findVenue(platform, venueId);
  const messages = readModels.chatMessages.in(platform.readStore);
  const threads = await Promise.all(
    supplierIds.map(async (supplierId) => {
      const [latest] = await messages.find(
        { venueId, threadSupplierId: supplierId },
        { sort: { sequence: -1 }, limit: 1 },
      );
      return { supplierId, title: await threadTitleOf(platform, supplierId), lastMessageAt: latest?.sentAt ?? null };
    }),
  );
  const support = threads.filter((thread) => thread.supplierId === null);
  const suppliers = threads.filter((thread) => thread.supplierId !== null);
  suppliers.sort((a, b) => a.title.localeCompare(b.title));
  return { venueId, threads: [...support, ...suppliers] };
}

/** Who writes: an account, or a supplier answering through its e-mailed checklist link. */
export interface ChatAuthor {
  accountId: string;
  name: string;
}

/**
 * Spec 01 §7 'A chat session notifies the venue when a message is sent' (emailAndPushNotification
 * {venueId, supplierId}): the websocket toast comes from the notification reactor; the e-mail goes
 * through the outbox here to the other party of the thread only: the venue's users when support or
 * the supplier writes; support, or that supplier's admins, when the venue does.
 */
export async function sendChatMessage(
  platform: Platform,
  author: ChatAuthor,
  access: ChatThreadAccess,
  thread: ChatThreadRef,
  text: string,
  context: CommandContext,
): Promise<ChatConversation> {
  if (!access.canWrite) throw domainErrorOf(supportErrors.otherThread);
  const { venueId, supplierId } = thread;
  const venue = await findVenue(platform, venueId);
  const { participant } = access;
  const outcome = await handleCommand(
    platform.eventStore,
    chatStreamId(venueId),
    chatDecider,
    {
      type: 'SendChatMessage',
      messageId: randomUUID(),
      venueId,
      from: { accountId: author.accountId, name: author.name, ...participant },
      threadSupplierId: supplierId,
      text,
      sentAt: context.now.toISOString(),
    },
    context,
  );
  const positions = [outcome.position];
  const sent = outcome.events[0];
  if (!outcome.repeated && sent) {
    const accounts = readModels.accounts.in(platform.readStore);
    const fromVenue = participant.side === 'venue';
    const recipients = !fromVenue
      ? (await accounts.find({ venueIds: venueId })).map((user) => user.email)
      : supplierId === null
        ? [supportEmail]
        : (await accounts.find({ 'roles.supplierAdminOf': supplierId })).map((admin) => admin.email);
    const subject = fromVenue
      ? realtimeMessages.chatMessage(venue.title)
      : `${realtimeMessages.chatMessage(author.name)} (${venue.title})`;
    for (const to of recipients) {
      const mail = await queueMail(
        platform,
        { ...context, causationId: sent.eventId },
        {
          to,
          subject,
          text: `${author.name} wrote${fromVenue ? '' : ` to ${venue.title}`}:\n\n${text.trim()}\n\nSign in to OMS and open the chat of ${venue.title} to reply.`,
          purpose: 'notification',
          aboutAccountIds: [author.accountId],
        },
      );
      positions.push(mail.position);
    }
  }
  await platform.runner.waitForEach(positions);
  return chatConversation(platform, thread, access, undefined);
}
