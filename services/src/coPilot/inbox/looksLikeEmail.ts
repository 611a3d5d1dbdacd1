const HEADER_LINE = /^[A-Za-z][A-Za-z0-9-]*:[ \t]?.*$/;
const REQUIRED = ['from', 'date', 'subject', 'message-id', 'to', 'received', 'mime-version'];

/**
 * An `.eml` is an RFC 822 message: a block of header lines, then a blank line. The upload is
 * checked by its content, not its name: at least two of the usual headers, From among them.
 */
export function looksLikeEmail(content: Buffer): boolean {
  const head = content.subarray(0, 64 * 1024).toString('utf8');
  const end = head.search(/\r?\n\r?\n/);
  if (end <= 0) return false;
  const names = new Set<string>();
  for (const line of head.slice(0, end).split(/\r?\n/)) {
    if (/^[ \t]/.test(line)) continue;
    if (!HEADER_LINE.test(line)) return false;
    names.add(line.slice(0, line.indexOf(':')).toLowerCase());
  }
  return names.has('from') && REQUIRED.filter((name) => names.has(name)).length >= 2;
}
