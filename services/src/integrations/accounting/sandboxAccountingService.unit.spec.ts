import { type XeroBill, xeroBillOf } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { AccountingRejection } from './accountingService';
import { createSandboxAccountingService } from './sandboxAccountingService';

function connected(now = new Date('2026-11-22T10:00:00.000Z')) {
  let clock = now;
  const sandbox = createSandboxAccountingService({
    supplierNames: () => ['Fresh Direct', 'Brakes'],
    consentPath: '/integrations/sandbox/consent',
    clock: () => clock,
  });
  return { sandbox, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

async function authorise(sandbox: ReturnType<typeof connected>['sandbox']) {
  const url = new URL(sandbox.authorisationUrl('state-1'), 'http://oms.test');
  expect(url.pathname).toBe('/integrations/sandbox/consent');
  expect(url.searchParams.get('state')).toBe('state-1');
  return sandbox.completeAuthorisation(url.searchParams.get('code') ?? '');
}

const billFor = (contactId: string, accountCode = '310', taxType: 'INPUT2' | '' = 'INPUT2'): XeroBill => ({
  ...xeroBillOf({
    poNumber: 'CA-0042',
    lines: [],
    contactId,
    account: { accountId: 'x', code: accountCode, name: 'x', taxType: 'INPUT2' },
    date: '2026-11-20',
    dueDate: '2026-12-20',
  }),
  LineItems: [{ Description: 'Lemons', Quantity: 4, UnitAmount: 2.5, AccountCode: accountCode, TaxType: taxType }],
});

describe('the sandbox accounting service', () => {
  it('has two organisations with a chart of accounts, some VAT on Income, and a contact per supplier', async () => {
    const { sandbox } = connected();
    const { organisations, tokens } = await authorise(sandbox);
    expect(organisations.map((organisation) => organisation.name)).toEqual([
      'Sandbox Trading Ltd',
      'Sandbox Holdings Ltd',
    ]);
    expect(organisations[0]?.accounts.filter((account) => account.taxType === 'OUTPUT2').length).toBeGreaterThan(0);
    expect(organisations[0]?.contacts.map((contact) => contact.name)).toEqual(['Fresh Direct', 'Brakes']);
    expect(tokens.accessToken).toMatch(/^access_sandbox_/);
  });

  it('takes each consent code once', async () => {
    const { sandbox } = connected();
    const url = new URL(sandbox.authorisationUrl('s'), 'http://oms.test');
    const code = url.searchParams.get('code') ?? '';
    await sandbox.completeAuthorisation(code);
    await expect(sandbox.completeAuthorisation(code)).rejects.toBeInstanceOf(AccountingRejection);
  });

  it('keeps each bill once per idempotency key in its ledger', async () => {
    const { sandbox } = connected();
    const { tokens } = await authorise(sandbox);
    const input = {
      tokens,
      organisationId: 'sandbox-org-trading',
      bill: billFor('trd-contact-1'),
      idempotencyKey: 'xero-bill-v1-CA-0042',
      file: null,
    };
    const first = await sandbox.createBill(input);
    const again = await sandbox.createBill(input);
    expect(again).toEqual(first);
    expect(sandbox.bills('sandbox-org-trading')).toHaveLength(1);
    expect(sandbox.bills('sandbox-org-holdings')).toHaveLength(0);
  });

  it('refuses what Xero refuses: an unknown contact, an unknown account, a tax type on an OUTPUT2 account', async () => {
    const { sandbox } = connected();
    const { tokens } = await authorise(sandbox);
    const send = (bill: XeroBill, key: string) =>
      sandbox.createBill({ tokens, organisationId: 'sandbox-org-trading', bill, idempotencyKey: key, file: null });
    await expect(send(billFor('nobody'), 'a')).rejects.toThrow('Contact not found');
    await expect(send(billFor('trd-contact-1', '999'), 'b')).rejects.toThrow("Account code '999'");
    await expect(send(billFor('trd-contact-1', '200', 'INPUT2'), 'c')).rejects.toThrow('cannot be used');
    await expect(send(billFor('trd-contact-1', '200', ''), 'd')).resolves.toMatchObject({ billId: expect.any(String) });
    expect(sandbox.bills()).toHaveLength(1);
  });

  it('refuses an expired access token until it is refreshed, and takes each refresh token once', async () => {
    const { sandbox, advance } = connected();
    const { tokens } = await authorise(sandbox);
    advance(31 * 60 * 1000);
    const input = {
      organisationId: 'sandbox-org-trading',
      bill: billFor('trd-contact-1'),
      idempotencyKey: 'k',
      file: null,
    };
    await expect(sandbox.createBill({ ...input, tokens })).rejects.toThrow('Unauthorized');
    const refreshed = await sandbox.refresh(tokens);
    await expect(sandbox.createBill({ ...input, tokens: refreshed })).resolves.toMatchObject({
      billId: expect.any(String),
    });
    await expect(sandbox.refresh(tokens)).rejects.toThrow('invalid_grant');
  });
});

describe('the sandbox accounting service between runs', () => {
  it('keeps its tokens and ledger in its file: a restarted sandbox still takes the tokens it issued', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'sandbox-')), 'accounting-sandbox.json');
    const clock = () => new Date('2026-11-22T10:00:00.000Z');
    const options = { supplierNames: () => ['Brakes'], consentPath: '/consent', clock, file };
    const first = createSandboxAccountingService(options);
    const code = new URL(first.authorisationUrl('s'), 'http://oms.test').searchParams.get('code') ?? '';
    const { tokens } = await first.completeAuthorisation(code);
    const bill = {
      Type: 'ACCPAY' as const,
      Status: 'AUTHORISED' as const,
      Contact: { ContactID: 'trd-contact-1' },
      Date: '2026-11-22',
      DueDate: '2026-12-22',
      Reference: 'PO-1',
      LineAmountTypes: 'Exclusive' as const,
      LineItems: [],
    };
    const input = { tokens, organisationId: 'sandbox-org-trading', bill, idempotencyKey: 'k-1', file: null };
    const { billId } = await first.createBill(input);
    const restarted = createSandboxAccountingService(options);
    expect(restarted.bills()).toHaveLength(1);
    expect(await restarted.createBill(input)).toEqual({ billId });
    expect(await restarted.refresh(tokens)).toMatchObject({ refreshToken: expect.stringMatching(/^refresh_/) });
  });
});
