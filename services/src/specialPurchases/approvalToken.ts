import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a manager's approval link works: reminders go out for three days, answers come later too. */
export const APPROVAL_LINK_DAYS = 14;

function signature(secret: string, requestId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['special-purchase', requestId, String(expires)].join('\n'))
    .digest('base64url');
}

/** `<expiry, epoch seconds>.<HMAC of the request id and expiry>`: public, unguessable, and never forever. */
export function approvalToken(secret: string, requestId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + APPROVAL_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${signature(secret, requestId, expires)}`;
}

export type ApprovalTokenCheck = 'valid' | 'invalid' | 'expired';

export function checkApprovalToken(secret: string, requestId: string, token: string, now: Date): ApprovalTokenCheck {
  const [expiresText, given, ...rest] = token.split('.');
  if (!expiresText || !given || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, requestId, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  // Only a genuine token is told it has expired; a forged one learns nothing.
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
