import { type MailEvent, mailStreamId, type RecordedEvent } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import { isEventOf } from '../../platform/eventStore/storedEventOf';
import type { Platform } from '../../platform/platform';
import type { MailTransport } from './mailTransport';
import { mailDecider } from './outbox';

const isMailEvent = isEventOf<MailEvent>();

export interface MailDispatcher {
  stop(): Promise<void>;
  /** Resolves once every mail queued so far has been delivered or has failed. */
  idle(): Promise<void>;
}

/**
 * Delivers the outbox: mail left queued by an earlier run first, then each MailQueued as it is
 * committed. A crash between sending and recording can send a message twice; never zero times.
 */
export async function startMailDispatcher(
  platform: Platform,
  transport: MailTransport,
  logger?: { error(object: unknown, message?: string): void },
): Promise<MailDispatcher> {
  let chain = Promise.resolve();

  const deliver = (mail: { mailId: string; to: string; subject: string; text: string }) => {
    chain = chain.then(async () => {
      const stream = mailStreamId(mail.mailId);
      try {
        const { messageId } = await transport.send(mail);
        await handleCommand(
          platform.eventStore,
          stream,
          mailDecider,
          {
            type: 'RecordDelivery',
            transport: transport.kind,
            messageId,
          },
          systemContext(platform.clock()),
        );
      } catch (error) {
        logger?.error({ err: error, mailId: mail.mailId }, 'mail delivery failed');
        await handleCommand(
          platform.eventStore,
          stream,
          mailDecider,
          {
            type: 'RecordFailure',
            transport: transport.kind,
            reason: error instanceof Error ? error.message : String(error),
          },
          systemContext(platform.clock()),
        ).catch(() => undefined);
      }
    });
  };

  const head = await platform.eventStore.headPosition();
  await platform.runner.waitFor(head);
  const waiting = await readModels.mailbox.in(platform.readStore).find({ status: 'queued' });
  for (const mail of waiting) deliver(mail);

  const subscription = platform.eventStore.subscribeToAll({
    after: head,
    onEvent: (event: RecordedEvent) => {
      if (isMailEvent(event, 'MailQueued')) deliver(event.data);
    },
  });

  return {
    async stop() {
      await subscription.stop();
      await chain;
    },
    idle: () => chain,
  };
}
