import { type XeroBill, xeroBillStreamId, xeroBillWorkflowId, xeroMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { openEmbeddedPlatform } from '../platform/engines/embeddedPlatform';
import { createSandboxAccountingService } from './accounting/sandboxAccountingService';
import { createTokenVault } from './accounting/tokenVault';
import {
  authoriseXero,
  connectXero,
  disconnectXero,
  recordXeroBillOutcome,
  runXeroBillCommand,
  sendXeroBill,
  xeroConnectionStatus,
} from './xeroService';

const DAY_MS = 24 * 60 * 60 * 1000;
const bill = (contactId: string): XeroBill => ({
  Type: 'ACCPAY',
  Status: 'AUTHORISED',
  Contact: { ContactID: contactId },
  Date: '2026-11-20',
  DueDate: '2026-12-20',
  Reference: 'CA-0042',
  LineAmountTypes: 'Exclusive',
  LineItems: [{ Description: 'Lemons', Quantity: 4, UnitAmount: 2.5, AccountCode: '310', TaxType: 'ZERORATEDINPUT' }],
});

async function connectedVenue() {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const clock = () => now;
  const embedded = await openEmbeddedPlatform({ clock });
  const accounting = createSandboxAccountingService({
    supplierNames: () => ['Fresh Direct'],
    consentPath: '/integrations/sandbox/consent',
    clock,
  });
  const dependencies = { accounting, vault: createTokenVault({ secret: 'test-key' }) };
  const { platform } = embedded;
  const { authorisationUrl } = await connectXero(
    platform,
    dependencies,
    'v1',
    { financeEmail: 'finance@crown.test', state: 'state-1' },
    systemContext(now),
  );
  const code = new URL(authorisationUrl, 'http://oms.test').searchParams.get('code') ?? '';
  await authoriseXero(platform, dependencies, 'v1', code, systemContext(now));
  const request = async (contactId = 'trd-contact-1') => {
    const outcome = await runXeroBillCommand(
      platform,
      'v1',
      'CA-0042',
      {
        type: 'RequestXeroBill',
        venueId: 'v1',
        poNumber: 'CA-0042',
        orderIds: ['o1'],
        organisationId: 'sandbox-org-trading',
        accountId: 'trd-310',
        bill: bill(contactId),
        fileId: null,
        connection: await xeroConnectionStatus(platform, 'v1'),
        orderSendable: true,
        now: now.toISOString(),
      },
      systemContext(now),
    );
    await platform.runner.waitFor(outcome.position);
  };
  return {
    embedded,
    platform,
    accounting,
    dependencies,
    request,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

const key = xeroBillWorkflowId('v1', 'CA-0042');

describe('sending a bill to the accounting service (the send workflow’s activities)', () => {
  it('makes one bill however often the call is retried, and records it sent once', async () => {
    const { embedded, platform, accounting, dependencies, request } = await connectedVenue();
    try {
      expect(await xeroConnectionStatus(platform, 'v1')).toBe('connected');
      await request();
      const input = { venueId: 'v1', poNumber: 'CA-0042', idempotencyKey: key };
      const first = await sendXeroBill(platform, dependencies, input);
      const retried = await sendXeroBill(platform, dependencies, input);
      expect(retried).toEqual(first);
      expect(accounting.bills()).toHaveLength(1);
      expect(accounting.bills()[0]?.bill.Reference).toBe('CA-0042');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await recordXeroBillOutcome(platform, { ...input, result: first, idempotencyKey: `${key}:outcome` });
      }
      const events = await platform.eventStore.readStream(xeroBillStreamId('v1', 'CA-0042'));
      expect(events.map((event) => event.type)).toEqual(['XeroBillRequested', 'XeroBillSent']);
    } finally {
      await embedded.close();
    }
  });

  it('records the accounting service’s refusal as the failure, and lets the order be sent again', async () => {
    const { embedded, platform, accounting, dependencies, request } = await connectedVenue();
    try {
      await request('unknown-contact');
      const input = { venueId: 'v1', poNumber: 'CA-0042', idempotencyKey: key };
      const result = await sendXeroBill(platform, dependencies, input);
      expect(result).toEqual({ outcome: 'rejected', message: 'Contact not found in this organisation' });
      await recordXeroBillOutcome(platform, { ...input, result, idempotencyKey: `${key}:outcome` });
      expect(accounting.bills()).toHaveLength(0);
      await request();
      const events = await platform.eventStore.readStream(xeroBillStreamId('v1', 'CA-0042'));
      expect(events.map((event) => event.type)).toEqual(['XeroBillRequested', 'XeroBillFailed', 'XeroBillRequested']);
    } finally {
      await embedded.close();
    }
  });

  it('refreshes an access token that ran out, and refuses once the connection is 90 days old', async () => {
    const { embedded, platform, accounting, dependencies, request, advance } = await connectedVenue();
    try {
      await request();
      advance(2 * 60 * 60 * 1000);
      const input = { venueId: 'v1', poNumber: 'CA-0042', idempotencyKey: key };
      expect(await sendXeroBill(platform, dependencies, input)).toMatchObject({ outcome: 'sent' });
      expect(accounting.bills()).toHaveLength(1);
      advance(90 * DAY_MS);
      expect(await xeroConnectionStatus(platform, 'v1')).toBe('expired');
      await expect(request()).rejects.toThrow(xeroMessages.connectionExpired);
    } finally {
      await embedded.close();
    }
  });

  it('forgets the tokens on disconnect', async () => {
    const { embedded, platform, dependencies } = await connectedVenue();
    try {
      expect(dependencies.vault.get('v1')).not.toBeNull();
      await disconnectXero(platform, dependencies, 'v1', systemContext(platform.clock()));
      expect(dependencies.vault.get('v1')).toBeNull();
      expect(await xeroConnectionStatus(platform, 'v1')).toBe('not connected');
    } finally {
      await embedded.close();
    }
  });
});
