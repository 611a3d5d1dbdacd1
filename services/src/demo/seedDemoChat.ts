import { randomUUID } from 'node:crypto';
import { type ChatSide, chatStreamId, primaryRoleOf } from '@oms/contracts';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { chatDecider } from '../support/chat/chat';
import { demoAccountId, demoAccounts } from './seedDemoAccounts';

interface DemoMessage {
  email: string;
  side: ChatSide;
  supplierId?: string;
  /** The thread: absent for the venue's thread with support. */
  threadSupplierId?: string;
  minutesAgo: number;
  text: string;
}

/**
 * A short conversation of The Crown & Anchor with support and one with Brakes, so the 'Message
 * customer' chat is not empty and its threads have something to tell apart.
 */
const conversation: readonly DemoMessage[] = [
  {
    email: 'admin@oms.test',
    side: 'support',
    minutesAgo: 26 * 60,
    text: 'Hi Sam, welcome to OMS! Your Brakes account number is now on every order, so their checklist shows it.',
  },
  {
    email: 'venue@oms.test',
    side: 'venue',
    minutesAgo: 25 * 60 + 40,
    text: 'Great, thanks Alex. Can we get deliveries before 7am? The kitchen opens at 7.',
  },
  {
    email: 'admin@oms.test',
    side: 'support',
    minutesAgo: 25 * 60 + 20,
    text: 'Brakes decides its drop times: ask them in your conversation with Brakes, next to this one.',
  },
  {
    email: 'venue@oms.test',
    side: 'venue',
    threadSupplierId: 'sup-brakes',
    minutesAgo: 25 * 60,
    text: 'Hello Brakes, can you deliver before 7am? The kitchen opens at 7.',
  },
  {
    email: 'supplier@oms.test',
    side: 'supplier',
    supplierId: 'sup-brakes',
    threadSupplierId: 'sup-brakes',
    minutesAgo: 24 * 60 + 15,
    text: 'Hello from Brakes: we can do a 6:30am drop on Tuesdays and Fridays. Please leave the back gate open.',
  },
  {
    email: 'venue@oms.test',
    side: 'venue',
    threadSupplierId: 'sup-brakes',
    minutesAgo: 90,
    text: 'Perfect, the gate code is in the order notes from now on.',
  },
];

export async function seedDemoChat(platform: Platform, now: Date): Promise<void> {
  for (const message of conversation) {
    const account = demoAccounts.find((candidate) => candidate.email === message.email);
    if (!account) continue;
    const at = new Date(now.getTime() - message.minutesAgo * 60_000);
    const accountId = demoAccountId(account.email);
    await handleCommand(
      platform.eventStore,
      chatStreamId('ven-crown-anchor'),
      chatDecider,
      {
        type: 'SendChatMessage',
        messageId: randomUUID(),
        venueId: 'ven-crown-anchor',
        from: { accountId, name: account.name, side: message.side, supplierId: message.supplierId ?? null },
        threadSupplierId: message.threadSupplierId ?? null,
        text: message.text,
        sentAt: at.toISOString(),
      },
      {
        actorAccountId: accountId,
        actorRole: primaryRoleOf(account.roles),
        channel: 'dashboard',
        correlationId: randomUUID(),
        causationId: null,
        now: at,
      },
    );
  }
  await platform.runner.waitForAll(await platform.eventStore.headPosition());
}
