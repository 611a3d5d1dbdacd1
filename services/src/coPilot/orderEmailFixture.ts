/** An order e-mail to Brakes' capture address as a mail client saves it (.eml), for the API specs' drops. */
export function orderEml(email: { from: string; subject: string; body: string; messageId?: string }): string {
  return [
    `From: ${email.from}`,
    'To: orders.brakes@capture.oms.test',
    `Subject: ${email.subject}`,
    'Date: Mon, 23 Nov 2026 08:00:00 +0000',
    `Message-ID: <${email.messageId ?? `${email.subject.replace(/\W/g, '')}@kitchen.example`}>`,
    '',
    email.body,
    '',
  ].join('\r\n');
}
