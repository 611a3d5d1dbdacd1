import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mailTransport';

let server: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail transport', () => {
  it('sends through SMTP when SMTP_URL is configured', async () => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'OMS <no-reply@oms.test>' });
    expect(transport.kind).toBe('smtp');
    const { messageId } = await transport.send({
      to: 'venue@oms.test',
      subject: 'Your OMS password reset code',
      text: 'Your password reset code is 123456.',
    });
    expect(messageId).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['venue@oms.test']);
    expect(received[0]?.raw).toContain('Subject: Your OMS password reset code');
    expect(received[0]?.raw).toContain('Your password reset code is 123456.');
  });

  it('renders the message locally for the sandbox mailbox when no SMTP server is configured', async () => {
    const transport = createMailTransport({});
    expect(transport.kind).toBe('mailbox');
    expect((await transport.send({ to: 'a@oms.test', subject: 'Hello', text: 'Body' })).messageId).toMatch(/@/);
  });
});
