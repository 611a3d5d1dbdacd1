import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryReadStore } from '@oms/projections';
import { describe, expect, it } from 'vitest';
import { accountingFromEnv } from './accountingFromEnv';

const dataDir = () => mkdtempSync(join(tmpdir(), 'oms-accounting-'));
const xero = {
  XERO_CLIENT_ID: 'client',
  XERO_CLIENT_SECRET: 'secret',
  XERO_REDIRECT_URI: 'https://oms.example/integrations/xero/callback',
  ACCOUNTING_TOKEN_KEY: 'k'.repeat(32),
};

describe('the accounting service chosen by configuration', () => {
  it('is the sandbox, with its ledger, when Xero is not configured', () => {
    const chosen = accountingFromEnv(createMemoryReadStore(), dataDir(), { ACCOUNTING_TOKEN_KEY: 'k'.repeat(32) });
    expect(chosen.accounting.provider).toBe('sandbox');
    expect(chosen.sandbox).toBeDefined();
  });

  it('is Xero, without a sandbox ledger, when its three variables are set', () => {
    const chosen = accountingFromEnv(createMemoryReadStore(), dataDir(), xero);
    expect(chosen.accounting.provider).toBe('xero');
    expect(chosen.sandbox).toBeUndefined();
    expect(chosen.accounting.authorisationUrl('s')).toContain('client_id=client');
  });

  it('names what is missing when Xero is half configured', () => {
    expect(() =>
      accountingFromEnv(createMemoryReadStore(), dataDir(), { XERO_CLIENT_ID: 'client', ACCOUNTING_TOKEN_KEY: 'k' }),
    ).toThrow('Xero needs XERO_CLIENT_SECRET and XERO_REDIRECT_URI as well as XERO_CLIENT_ID');
  });
});
