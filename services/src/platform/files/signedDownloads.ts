import { createHmac, timingSafeEqual } from 'node:crypto';

export type Disposition = 'attachment' | 'inline';

/** Five minutes: long enough to open the link the page just received, too short to share. */
export const DOWNLOAD_LINK_SECONDS = 300;

function signature(secret: string, key: string, expires: number, disposition: Disposition): string {
  return createHmac('sha256', secret)
    .update(['file-download', key, String(expires), disposition].join('\n'))
    .digest('base64url');
}

/**
 * A file is reachable only through a link the server signed for it: an HMAC over the key, the
 * expiry and how it opens, so a key alone, an altered link or an old one opens nothing.
 */
export function signedDownloadPath(
  secret: string,
  key: string,
  now: Date,
  options: { disposition?: Disposition; seconds?: number } = {},
): string {
  const disposition = options.disposition ?? 'attachment';
  const expires = Math.floor(now.getTime() / 1000) + (options.seconds ?? DOWNLOAD_LINK_SECONDS);
  const query = new URLSearchParams({
    key,
    expires: String(expires),
    disposition,
    signature: signature(secret, key, expires, disposition),
  });
  return `/api/files/download?${query}`;
}

export type DownloadCheck = 'valid' | 'invalid' | 'expired';

export function checkDownloadSignature(
  secret: string,
  link: { key: string; expires: number; disposition: Disposition; signature: string },
  now: Date,
): DownloadCheck {
  const expected = Buffer.from(signature(secret, link.key, link.expires, link.disposition));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
