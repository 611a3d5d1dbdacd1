import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { Platform } from '../../platform/platform';
import { type CaptureInbox, inboxForAddress } from './captureAddresses';
import type { ExtractorSource } from './interpretAiOrder';
import { receiveOrderEmail } from './receiveOrderEmail';

export interface InboundSmtpOptions {
  port: number;
  host?: string;
  /** Bytes; a larger message is refused with 552. */
  maxBytes?: number;
  /** Messages one sender may send per hour; past it MAIL FROM answers 450. */
  messagesPerSenderPerHour?: number;
  logger?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;
export const INBOUND_MESSAGES_PER_SENDER_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** A sliding hour of accepted senders' message times: the per-sender rate limit. */
function senderRateLimit(limit: number, clock: () => Date) {
  const sent = new Map<string, number[]>();
  const MAX_SENDERS = 10_000;
  return (sender: string): boolean => {
    const now = clock().getTime();
    // Many one-off senders must not grow the table for ever: forget those quiet for an hour.
    if (sent.size > MAX_SENDERS) {
      for (const [known, times] of sent) if (times.every((at) => now - at >= HOUR_MS)) sent.delete(known);
    }
    const recent = (sent.get(sender) ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= limit) {
      sent.set(sender, recent);
      return false;
    }
    sent.set(sender, [...recent, now]);
    return true;
  };
}

/**
 * Co-Pilot's inbound mail (issue 22): accepts mail only for a supplier's AI order capture address,
 * refusing other recipients at RCPT TO; bounds the size (552) and each sender's rate (450); hands
 * each message to `receiveOrderEmail`, which stores it, records it and reads it.
 */
export async function startInboundSmtp(
  platform: Platform,
  extractor: ExtractorSource,
  options: InboundSmtpOptions,
): Promise<InboundSmtp> {
  const maxBytes = options.maxBytes ?? INBOUND_MAX_BYTES;
  const allow = senderRateLimit(
    options.messagesPerSenderPerHour ?? INBOUND_MESSAGES_PER_SENDER_PER_HOUR,
    platform.clock,
  );
  const inboxes = new WeakMap<SMTPServerSession, CaptureInbox[]>();

  const server = new SMTPServer({
    name: 'capture.oms.test',
    banner: 'OMS Co-Pilot order capture',
    size: maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(address: SMTPServerAddress, session, callback) {
      const sender = address.address.toLowerCase();
      if (!allow(sender)) {
        return callback(smtpError('4.7.1 Too many messages from this sender, try again later', 450));
      }
      inboxes.set(session, []);
      callback();
    },
    onRcptTo(address: SMTPServerAddress, session, callback) {
      inboxForAddress(platform, address.address).then(
        (inbox) => {
          if (!inbox) return callback(smtpError('5.1.1 No such order capture address here', 550));
          inboxes.get(session)?.push(inbox);
          callback();
        },
        () => callback(smtpError('4.3.0 Temporary failure, try again later', 451)),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(smtpError('5.3.4 Message too big for this inbox', 552));
        }
        const raw = Buffer.concat(chunks);
        const targets = inboxes.get(session) ?? [];
        (async () => {
          for (const inbox of targets) {
            const { aiOrderId, duplicate } = await receiveOrderEmail(platform, extractor, { raw, inbox, via: 'smtp' });
            options.logger?.info({ aiOrderId, supplierId: inbox.supplierId, duplicate }, 'order e-mail received');
          }
        })().then(
          () => callback(),
          (error: unknown) => {
            options.logger?.warn({ err: error }, 'order e-mail could not be stored');
            callback(smtpError('4.3.0 Temporary failure, try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (error) => options.logger?.warn({ err: error }, 'inbound SMTP'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** INBOUND_SMTP_PORT: 2525 by default on loopback (INBOUND_SMTP_HOST), off with 0. */
export function inboundSmtpPortFrom(env: NodeJS.ProcessEnv): number | null {
  const port = Number(env.INBOUND_SMTP_PORT ?? 2525);
  return Number.isInteger(port) && port > 0 ? port : null;
}
