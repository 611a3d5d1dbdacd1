import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_SECONDS, type DownloadCheck } from '../../platform/files/signedDownloads';

function signature(secret: string, requestId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['subject-access', requestId, String(expires)].join('\n'))
    .digest('base64url');
}

/**
 * The zip is built when the link is opened, never stored, so a person erased since reads "erased";
 * the link is signed for one request and lives as long as the platform's other download links.
 */
export function signedSubjectAccessLink(secret: string, requestId: string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({
    requestId,
    expires: String(expires),
    signature: signature(secret, requestId, expires),
  });
  return { url: `/api/subject-access/download?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export function checkSubjectAccessLink(
  secret: string,
  link: { requestId: string; expires: number; signature: string },
  now: Date,
): DownloadCheck {
  const expected = Buffer.from(signature(secret, link.requestId, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
