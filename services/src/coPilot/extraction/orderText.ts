import type { OrderEmail } from '@oms/contracts';

/**
 * The part of an e-mail that is this order: the new message's lines, a forwarded order's lines
 * (without the forwarding headers), and not the quoted history of earlier messages.
 */
export interface OrderText {
  /** The lines that are this message, in order. */
  lines: string[];
  /** Index in `lines` of the first sign-off ("Thanks", "Cheers", "Sent from my iPhone") after the order; lines.length when none. */
  signOffAt: number;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  times: '×',
  pound: '£',
  ndash: '–',
  mdash: '—',
  bull: '•',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  eacute: 'é',
  egrave: 'è',
  icirc: 'î',
};

const decodeEntities = (html: string): string =>
  html.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });

/** HTML as text that keeps what order reading needs: table rows as "a | b | c", list items as "- item". */
export const htmlAsText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
      .replace(/<blockquote[\s\S]*?<\/blockquote>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(td|th)>\s*/gi, ' | ')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|div|tr|li|h[1-6]|table|ul|ol)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*$/, '')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .join('\n');

const quoteStarts = [
  /^-{2,}\s*original message\s*-{2,}/i,
  /^_{5,}\s*$/,
  /^on .{4,200}wrote:\s*$/i,
  /^.{0,80}\bwrote:\s*$/i,
];
const forwardStarts = [/^-{2,}\s*forwarded message\s*-{2,}/i, /^begin forwarded message:?/i];
const headerLine = /^(from|date|sent|subject|to|cc):\s/i;
const signOff =
  /^(thanks|thank you|thankyou|many thanks|thanks again|cheers|regards|kind regards|best regards|warm regards|best wishes|best(?=\s*[,!.]?\s*$)|ta|thx|tia|sent from my|get outlook)\b/i;

const isItemLike = (line: string) => /\d/.test(line);

/** A subject that says the message forwards another ("Fwd:", "FW:"). */
export const isForwardSubject = (subject: string) => /^\s*(?:re\s*:\s*)*(?:fwd?|fw)\s*:/i.test(subject);

/**
 * Splits an e-mail's text into this message's lines, leaving quoted history out. In a forward
 * (`forwarded`), an Outlook "From: … Sent: …" block under a rule starts the order, not history.
 */
export const orderTextOf = (text: string, options: { forwarded?: boolean } = {}): OrderText => {
  const lines: string[] = [];
  let inForwardHeaders = false;
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < raw.length; index += 1) {
    const line = (raw[index] ?? '').trim();
    const outlookHeaders =
      /^from:\s/i.test(line) &&
      raw.slice(index + 1, index + 4).some((candidate) => /^(sent|date):\s/i.test(candidate.trim()));
    if (
      forwardStarts.some((pattern) => pattern.test(line)) ||
      (options.forwarded && (/^_{5,}\s*$/.test(line) || outlookHeaders))
    ) {
      inForwardHeaders = true;
      continue;
    }
    if (inForwardHeaders) {
      if (headerLine.test(line) || line === '') continue;
      inForwardHeaders = false;
    }
    // "On Tue, 20 Oct 2026 at 10:31, Someone <a@b> wrote:" may be wrapped over two lines.
    const joined = `${line} ${raw[index + 1]?.trim() ?? ''}`;
    if (quoteStarts.some((pattern) => pattern.test(line)) || /^on .{4,200}wrote:\s*$/i.test(joined)) break;
    // An Outlook reply quotes the earlier message under its own "From: … Sent: …" headers.
    const next = raw.slice(index + 1, index + 4).map((candidate) => candidate.trim());
    if (/^from:\s/i.test(line) && next.some((candidate) => /^(sent|date):\s/i.test(candidate))) break;
    if (line.startsWith('>')) continue;
    lines.push(line);
  }
  let signOffAt = lines.length;
  let seenItem = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const words = line.split(/\s+/).length;
    if (seenItem && (line === '--' || (signOff.test(line) && words <= 6 && !/\d/.test(line)))) {
      signOffAt = index;
      break;
    }
    if (isItemLike(line)) seenItem = true;
  }
  return { lines, signOffAt };
};

/** The text to read an order from: the plain text, or the HTML part when it holds a table the text may have flattened. */
export const bodyTextOf = (email: OrderEmail): string => {
  if (email.html && /<table/i.test(email.html)) return htmlAsText(email.html);
  if (!email.text.trim() && email.html) return htmlAsText(email.html);
  return email.text;
};
