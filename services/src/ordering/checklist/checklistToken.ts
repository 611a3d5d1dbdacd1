import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChecklistParams } from '@oms/contracts';

/** How long an e-mailed checklist link opens the checklist: a supplier may answer a week-old order. */
export const CHECKLIST_LINK_DAYS = 30;

function signature(secret: string, params: ChecklistParams, expires: number): string {
  return createHmac('sha256', secret)
    .update(
      ['checklist', params.venueId, params.supplierId, params.date, params.orderNumber, String(expires)].join('\n'),
    )
    .digest('base64url');
}

/**
 * A checklist link is public (suppliers open it from an e-mail) but never guessable and never
 * forever: its token is `<expiry, epoch seconds>.<HMAC of the venue, supplier, date, order number
 * and expiry under the platform's secret>`.
 */
export function checklistToken(secret: string, params: ChecklistParams, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CHECKLIST_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${signature(secret, params, expires)}`;
}

export function isValidChecklistToken(
  secret: string,
  params: ChecklistParams,
  token: string | undefined,
  now: Date,
): boolean {
  const [expiresText, given, ...rest] = (token ?? '').split('.');
  if (!expiresText || !given || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, params, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function checklistPath(secret: string, params: ChecklistParams, now = new Date()): string {
  const segments = [params.venueId, params.supplierId, params.date, params.orderNumber].map(encodeURIComponent);
  return `/checklist/${segments.join('/')}?token=${checklistToken(secret, params, now)}`;
}
