import { describe, expect, it } from 'vitest';
import { connectionExpiresAt, connectionStatusAt, XERO_CONNECTION_LIFETIME_DAYS } from './connection';
import { xeroMessages } from './messages';

describe('the accounting connection (spec 02 §5, §9: re-authorise every 90 days)', () => {
  const authorisedAt = '2026-08-28T10:00:00.000Z';

  it('expires 90 days after authorisation', () => {
    expect(XERO_CONNECTION_LIFETIME_DAYS).toBe(90);
    expect(connectionExpiresAt(authorisedAt)).toBe('2026-11-26T10:00:00.000Z');
  });

  it('is not connected before authorisation, connected for 90 days, then expired', () => {
    expect(connectionStatusAt(null, '2026-11-26T00:00:00.000Z')).toBe('not connected');
    expect(connectionStatusAt(authorisedAt, '2026-08-28T10:00:00.000Z')).toBe('connected');
    expect(connectionStatusAt(authorisedAt, '2026-11-26T09:59:59.999Z')).toBe('connected');
    expect(connectionStatusAt(authorisedAt, new Date('2026-11-26T10:00:00.000Z'))).toBe('expired');
  });

  it('says so in the spec words', () => {
    expect(xeroMessages.connectionExpired).toBe(
      'Your Xero Connection has Expired - Please Reconnect to Keep Using This Feature.',
    );
    expect(xeroMessages.sent).toBe('Order sent to Xero successfully');
    expect(xeroMessages.failed).toBe('There was an error occured while creating Xero Bill');
  });
});
