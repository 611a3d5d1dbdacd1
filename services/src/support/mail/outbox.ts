import { type MailEvent, type MailQueued, mailStreamId } from '@oms/contracts';
import type { CommandContext } from '../../platform/commands/commandContext';
import type { Decider } from '../../platform/commands/decider';
import { type FollowUpCommand, handleCommand } from '../../platform/commands/handleCommand';
import { newId } from '../../platform/eventStore/newId';
import type { Platform } from '../../platform/platform';

type MailState = { status: 'none' } | { status: 'queued' | 'delivered' | 'failed'; mailId: string };

export type MailCommand =
  | { type: 'QueueMail'; mail: MailQueued }
  | { type: 'RecordDelivery'; transport: 'mailbox' | 'smtp'; messageId: string }
  | { type: 'RecordFailure'; transport: 'mailbox' | 'smtp'; reason: string };

export const mailDecider: Decider<MailState, MailCommand, MailEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    const status = { MailQueued: 'queued', MailDelivered: 'delivered', MailFailed: 'failed' } as const;
    return { status: status[event.type], mailId: event.data.mailId };
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'QueueMail':
        return state.status === 'none' ? [{ type: 'MailQueued', data: command.mail }] : [];
      case 'RecordDelivery':
        if (state.status !== 'queued') return [];
        return [
          {
            type: 'MailDelivered',
            data: { mailId: state.mailId, transport: command.transport, messageId: command.messageId },
          },
        ];
      case 'RecordFailure':
        if (state.status !== 'queued') return [];
        return [
          { type: 'MailFailed', data: { mailId: state.mailId, transport: command.transport, reason: command.reason } },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/** Puts a message in the outbox; the mail dispatcher delivers it after the command has committed. */
export async function queueMail(
  platform: Platform,
  context: CommandContext,
  mail: Omit<MailQueued, 'mailId'>,
  /** A stable id makes queueing idempotent: the same mail queued twice is sent once. */
  mailId: string = newId(),
): Promise<{ mailId: string; position: number }> {
  const outcome = await handleCommand(
    platform.eventStore,
    mailStreamId(mailId),
    mailDecider,
    { type: 'QueueMail', mail: { ...mail, mailId } },
    context,
  );
  return { mailId, position: outcome.position };
}

/** The outbox command for a mail, to record in the same append as the command that calls for it. */
export function queueMailFollowUp(
  context: CommandContext,
  mail: Omit<MailQueued, 'mailId'>,
  /** Stable, as for `queueMail`: the same mail queued twice is sent once. */
  mailId: string,
): FollowUpCommand {
  return {
    streamId: mailStreamId(mailId),
    decider: mailDecider,
    command: { type: 'QueueMail', mail: { ...mail, mailId } },
    context,
  };
}
