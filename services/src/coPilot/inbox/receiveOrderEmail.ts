import { createHash, randomUUID } from 'node:crypto';
import { aiOrderStreamId, type OrderEmail, type ReceivedVia, type StoredFile } from '@oms/contracts';
import { type CommandContext, systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import { newFileKey } from '../../platform/files/fileKeys';
import type { FileOwner } from '../../platform/files/fileStore';
import type { Platform } from '../../platform/platform';
import { aiOrderDecider } from '../aiOrder/aiOrder';
import { parseOrderEmail } from '../email/parseOrderEmail';
import type { CaptureInbox } from './captureAddresses';
import { type ExtractorSource, interpretAiOrder } from './interpretAiOrder';

export interface ReceivedEmail {
  raw: Buffer;
  inbox: CaptureInbox;
  via: ReceivedVia;
  context?: CommandContext;
}

/**
 * The id of a received e-mail: its Message-ID within the inbox when it has one, so a message
 * delivered twice (an SMTP client's retry, the same `.eml` dropped twice) is one AI order.
 */
function aiOrderIdOf(email: OrderEmail, inbox: CaptureInbox, raw: Buffer): string {
  const identity = email.messageId ?? createHash('sha256').update(raw).digest('hex');
  return createHash('sha256').update(`${inbox.supplierId}\n${identity}`).digest('hex').slice(0, 24);
}

/** The message and its attachments are the sender's: sealed under their key (docs/security.md). */
const senderOf = (email: OrderEmail): FileOwner[] => (email.from ? [{ email: email.from }] : []);

async function storeAttachments(
  platform: Platform,
  prefix: string,
  raw: Buffer,
  owners: FileOwner[],
): Promise<StoredFile[]> {
  // mailparser is loaded by the first e-mail received, not by every start of the app.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(raw, { skipImageLinks: true });
  const stored: StoredFile[] = [];
  for (const attachment of mail.attachments) {
    const fileName = attachment.filename ?? 'attachment';
    stored.push(
      await platform.files.put(newFileKey(prefix, fileName), attachment.content, {
        fileName,
        contentType: attachment.contentType,
        owners,
      }),
    );
  }
  return stored;
}

/**
 * A message for a supplier's capture address: the raw message and its attachments go to the file
 * store, `OrderEmailReceived` records it, and the extractor reads it straight away (a failure is
 * recorded and the page asks again when the e-mail is opened).
 */
export async function receiveOrderEmail(
  platform: Platform,
  extractor: ExtractorSource,
  received: ReceivedEmail,
): Promise<{ aiOrderId: string; duplicate: boolean }> {
  const context = received.context ?? { ...systemContext(platform.clock()), channel: 'email' as const };
  const email = await parseOrderEmail(received.raw, context.now);
  const aiOrderId = aiOrderIdOf(email, received.inbox, received.raw);
  const prefix = `coPilot/${received.inbox.supplierId}/${aiOrderId}`;
  const existing = await platform.eventStore.readStream(aiOrderStreamId(aiOrderId));
  if (existing.length > 0) return { aiOrderId, duplicate: true };

  const rawFile = await platform.files.put(`${prefix}/message.eml`, received.raw, {
    fileName: `${(email.subject || 'order').slice(0, 60)}.eml`,
    contentType: 'message/rfc822',
    owners: senderOf(email),
  });
  const attachmentFiles = await storeAttachments(platform, prefix, received.raw, senderOf(email));
  const outcome = await handleCommand(
    platform.eventStore,
    aiOrderStreamId(aiOrderId),
    aiOrderDecider,
    {
      type: 'ReceiveOrderEmail',
      received: {
        aiOrderId,
        supplierId: received.inbox.supplierId,
        captureAddress: received.inbox.captureAddress,
        email: { ...email, html: null },
        rawFile,
        attachmentFiles,
        receivedVia: received.via,
        receivedAt: context.now.toISOString(),
      },
    },
    { ...context, correlationId: context.correlationId ?? randomUUID() },
  );
  await platform.runner.waitFor(outcome.position);
  await interpretAiOrder(platform, extractor, aiOrderId, context, email);
  return { aiOrderId, duplicate: false };
}
