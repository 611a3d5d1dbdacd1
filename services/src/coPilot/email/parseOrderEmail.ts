import type { OrderEmail, OrderEmailAttachment } from '@oms/contracts';
import type { AddressObject, Attachment } from 'mailparser';

const textLikeTypes = /^(text\/|application\/(csv|vnd\.ms-excel|x-csv)$)/i;
const textLikeNames = /\.(csv|txt|tsv)$/i;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address?.toLowerCase())
    .filter((address): address is string => Boolean(address));

const pdfText = async (content: Buffer): Promise<string | null> => {
  // unpdf (pdf.js) is loaded by the first PDF read, not by every start of the app.
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(content));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    return null;
  }
};

const attachmentText = async (attachment: Attachment): Promise<string | null> => {
  const name = attachment.filename ?? '';
  if (textLikeTypes.test(attachment.contentType) || textLikeNames.test(name)) {
    return attachment.content.toString('utf8');
  }
  if (attachment.contentType === 'application/pdf' || /\.pdf$/i.test(name)) return pdfText(attachment.content);
  return null;
};

/** Reads a raw RFC 822 message into what Co-Pilot's extractor needs; `receivedAt` stands in for a missing Date. */
export const parseOrderEmail = async (raw: Buffer | string, receivedAt: Date = new Date()): Promise<OrderEmail> => {
  // mailparser is loaded by the first e-mail read, not by every start of the app.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(raw, { skipImageLinks: true });
  // An order sent on as an attached e-mail (message/rfc822) is read like a forward in the body.
  const attachedEmails = mail.attachments.filter((attachment) => attachment.contentType === 'message/rfc822');
  const forwardedTexts = await Promise.all(
    attachedEmails.map(async (attachment) => {
      const inner = await simpleParser(attachment.content, { skipImageLinks: true });
      const body = inner.text?.trim() ? inner.text : inner.html ? inner.html.replace(/<[^>]+>/g, ' ') : '';
      return `---------- Forwarded message ---------\nFrom: ${inner.from?.text ?? ''}\nSubject: ${inner.subject ?? ''}\n\n${body}`;
    }),
  );
  const attachments: OrderEmailAttachment[] = await Promise.all(
    mail.attachments
      .filter((attachment) => !attachedEmails.includes(attachment))
      .filter(
        (attachment) => attachment.contentDisposition !== 'inline' || !attachment.contentType.startsWith('image/'),
      )
      .map(async (attachment) => ({
        filename: attachment.filename ?? 'attachment',
        contentType: attachment.contentType,
        size: attachment.size,
        text: await attachmentText(attachment),
      })),
  );
  const sentAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : receivedAt;
  const from = mail.from?.value[0];
  return {
    messageId: mail.messageId ?? null,
    from: from?.address?.toLowerCase() ?? '',
    fromName: from?.name || null,
    to: [...addressesOf(mail.to), ...addressesOf(mail.cc)],
    subject: mail.subject ?? '',
    sentAt: sentAt.toISOString(),
    text: [mail.text ?? '', ...forwardedTexts].join('\n\n'),
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments,
  };
};
