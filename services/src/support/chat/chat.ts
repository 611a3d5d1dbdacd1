import { type ChatEvent, type ChatSide, chatMessageMaxLength, supportErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** The conversation only needs to know which messages it already holds (a double submit adds nothing). */
export type ChatState = { status: 'empty' } | { status: 'open'; messageIds: ReadonlySet<string> };

export interface SendChatMessage {
  type: 'SendChatMessage';
  messageId: string;
  venueId: string;
  from: { accountId: string; name: string; side: ChatSide; supplierId: string | null };
  /** Null: the venue's thread with OMS support; else the supplier's thread. */
  threadSupplierId: string | null;
  text: string;
  sentAt: string;
}

export type ChatCommand = SendChatMessage;

export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'ChatMessageSent': {
      const known = state.status === 'open' ? state.messageIds : new Set<string>();
      return { status: 'open', messageIds: new Set([...known, event.data.messageId]) };
    }
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

function decideSend(command: SendChatMessage, state: ChatState): ChatEvent[] {
  if (state.status === 'open' && state.messageIds.has(command.messageId)) return [];
  const text = command.text.trim();
  if (text.length === 0) throw domainErrorOf(supportErrors.emptyMessage);
  if (text.length > chatMessageMaxLength) {
    throw domainErrorOf(supportErrors.messageTooLong);
  }
  if ((command.from.side === 'supplier') !== (command.from.supplierId !== null)) {
    throw domainErrorOf(supportErrors.supplierSide);
  }
  const ownThread =
    command.from.side === 'venue' ||
    (command.from.side === 'support' && command.threadSupplierId === null) ||
    (command.from.side === 'supplier' && command.threadSupplierId === command.from.supplierId);
  if (!ownThread) throw domainErrorOf(supportErrors.otherThread);
  return [
    {
      type: 'ChatMessageSent',
      data: {
        messageId: command.messageId,
        venueId: command.venueId,
        fromAccountId: command.from.accountId,
        fromName: command.from.name,
        side: command.from.side,
        supplierId: command.from.supplierId,
        threadSupplierId: command.threadSupplierId,
        text,
        sentAt: command.sentAt,
      },
    },
  ];
}

export function decideChat(command: ChatCommand, state: ChatState): ChatEvent[] {
  switch (command.type) {
    case 'SendChatMessage':
      return decideSend(command, state);
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve: evolveChat,
  decide: decideChat,
};
