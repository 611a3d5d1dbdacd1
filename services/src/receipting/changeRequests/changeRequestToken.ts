import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PurchaseOrderParams } from '@oms/contracts';

/** A supplier may answer a change request weeks after the delivery; never forever. */
export const CHANGE_REQUEST_LINK_DAYS = 30;

function signature(secret: string, params: PurchaseOrderParams, expires: number): string {
  return createHmac('sha256', secret)
    .update(['receiptingChecklist', params.venueId, params.supplierId, params.poNumber, String(expires)].join('\n'))
    .digest('base64url');
}

/** `<expiry, epoch seconds>.<HMAC of venue, supplier, PO and expiry under the platform's secret>`. */
export function changeRequestToken(secret: string, params: PurchaseOrderParams, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CHANGE_REQUEST_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${signature(secret, params, expires)}`;
}

export type ChangeRequestTokenCheck = 'valid' | 'invalid' | 'expired';

export function checkChangeRequestToken(
  secret: string,
  params: PurchaseOrderParams,
  token: string | undefined,
  now: Date,
): ChangeRequestTokenCheck {
  const [expiresText, given, ...rest] = (token ?? '').split('.');
  if (!expiresText || !given || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, params, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  // Only a genuine token learns that it has expired.
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

export function changeRequestPath(secret: string, params: PurchaseOrderParams, now: Date): string {
  const segments = [params.venueId, params.supplierId, params.poNumber].map(encodeURIComponent);
  return `/receipting/checklist/${segments.join('/')}?token=${changeRequestToken(secret, params, now)}`;
}
