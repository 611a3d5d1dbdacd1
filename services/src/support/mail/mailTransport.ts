import nodemailer from 'nodemailer';

export interface MailTransport {
  kind: 'mailbox' | 'smtp';
  send(message: { to: string; subject: string; text: string }): Promise<{ messageId: string }>;
}

const defaultFrom = 'OMS <no-reply@oms.local>';

/**
 * With SMTP_URL, nodemailer sends for real. Without it the message is still rendered by nodemailer
 * (a complete MIME message) and kept in the local mailbox: the sandbox transport of the embedded demo.
 */
export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
}): MailTransport {
  const from = options.from ?? defaultFrom;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transporter.sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'mailbox',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}
