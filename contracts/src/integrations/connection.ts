import { z } from 'zod';

/** Spec 02 §9: an accounting connection needs re-authorising every 90 days. */
export const XERO_CONNECTION_LIFETIME_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export const accountingConnectionStatuses = ['not connected', 'connected', 'expired'] as const;
export const accountingConnectionStatusSchema = z.enum(accountingConnectionStatuses);
export type AccountingConnectionStatus = z.infer<typeof accountingConnectionStatusSchema>;

/** The instant (ISO UTC) a connection authorised at `authorisedAt` stops working. */
export function connectionExpiresAt(authorisedAt: string): string {
  return new Date(new Date(authorisedAt).getTime() + XERO_CONNECTION_LIFETIME_DAYS * DAY_MS).toISOString();
}

/**
 * Where a venue's connection stands at `now`: not connected until authorised (and again once
 * disconnected), then connected for 90 days, then expired until authorised again.
 */
export function connectionStatusAt(authorisedAt: string | null, now: Date | string): AccountingConnectionStatus {
  if (authorisedAt === null) return 'not connected';
  const at = typeof now === 'string' ? new Date(now) : now;
  return at.getTime() < new Date(connectionExpiresAt(authorisedAt)).getTime() ? 'connected' : 'expired';
}
