import { randomUUID } from 'node:crypto';
import { type ChatConversation, chatPageSize, chatStreamId, realtimeMessages } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { supportEmail } from '../../ordering/checklist/supportEmail';
import type { CommandContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Actor } from '../../platform/http/requestContext';
import type { Platform } from '../../platform/platform';
import { findVenue } from '../../venues/findVenue';
import { queueMail } from '../mail/outbox';
import { chatDecider } from './chat';
import type { ChatParticipant } from './chatAccess';

export async function chatConversation(
  platform: Platform,
  venueId: string,
  before: number | undefined,
): Promise<ChatConversation> {
  const venue = await findVenue(platform, venueId);
  const page = await readModels.chatMessages
    .in(platform.readStore)
    .find(before === undefined ? { venueId } : { venueId, sequence: { $lt: before } }, {
      sort: { sequence: -1 },
      limit: chatPageSize + 1,
    });
  const messages = page.slice(0, chatPageSize).reverse();
  return {
    venueId,
    venueTitle: venue.title,
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

/**
 * Spec 01 §7 'A chat session notifies the venue when a message is sent' (emailAndPushNotification):
 * the websocket toast comes from the notification reactor; the e-mail goes through the outbox here,
 * to the venue's users whenever support or a supplier writes, and to support when the venue does.
 */
export async function sendChatMessage(
  platform: Platform,
  actor: Actor,
  participant: ChatParticipant,
  venueId: string,
  text: string,
  context: CommandContext,
): Promise<ChatConversation> {
  const venue = await findVenue(platform, venueId);
  const outcome = await handleCommand(
    platform.eventStore,
    chatStreamId(venueId),
    chatDecider,
    {
      type: 'SendChatMessage',
      messageId: randomUUID(),
      venueId,
      from: { accountId: actor.accountId, name: actor.name, ...participant },
      text,
      sentAt: context.now.toISOString(),
    },
    context,
  );
  const positions = [outcome.position];
  const sent = outcome.events[0];
  if (!outcome.repeated && sent) {
    // The other side hears of it by e-mail too: the venue's users, or support when the venue writes.
    const recipients =
      participant.side === 'venue'
        ? [supportEmail]
        : (await readModels.accounts.in(platform.readStore).find({ venueIds: venueId })).map((user) => user.email);
    const subject =
      participant.side === 'venue'
        ? realtimeMessages.chatMessage(venue.title)
        : `${realtimeMessages.chatMessage(actor.name)} (${venue.title})`;
    for (const to of recipients) {
      const mail = await queueMail(
        platform,
        { ...context, causationId: sent.eventId },
        {
          to,
          subject,
          text: `${actor.name} wrote${participant.side === 'venue' ? '' : ` to ${venue.title}`}:\n\n${text.trim()}\n\nSign in to OMS and open the chat of ${venue.title} to reply.`,
          purpose: 'notification',
          aboutAccountIds: [actor.accountId],
        },
      );
      positions.push(mail.position);
    }
  }
  await platform.runner.waitForEach(positions);
  return chatConversation(platform, venueId, undefined);
}
