import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChecklistParams } from '@oms/contracts';

/**
 * A checklist link is public (suppliers open it from an e-mail) but never guessable: its token is
 * an HMAC of the venue, supplier, date and order number under the platform's secret.
 */
export function checklistToken(secret: string, params: ChecklistParams): string {
  return createHmac('sha256', secret)
    .update(['checklist', params.venueId, params.supplierId, params.date, params.orderNumber].join('\n'))
    .digest('base64url');
}

export function isValidChecklistToken(secret: string, params: ChecklistParams, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(checklistToken(secret, params));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function checklistPath(secret: string, params: ChecklistParams): string {
  const segments = [params.venueId, params.supplierId, params.date, params.orderNumber].map(encodeURIComponent);
  return `/checklist/${segments.join('/')}?token=${checklistToken(secret, params)}`;
}
