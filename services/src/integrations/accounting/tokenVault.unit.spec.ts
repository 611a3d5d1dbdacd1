import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenVault, openTokens, sealTokens } from './tokenVault';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', accessExpiresAt: '2026-11-22T10:30:00.000Z' };

describe('accounting tokens at rest', () => {
  it('are sealed: the text holds no token, and only the same key opens it', () => {
    const sealed = sealTokens('key-a', tokens);
    expect(sealed).not.toContain('access-1');
    expect(openTokens('key-a', sealed)).toEqual(tokens);
    expect(openTokens('key-b', sealed)).toBeNull();
    expect(openTokens('key-a', `${sealed}x`)).toBeNull();
    expect(openTokens('key-a', 'not sealed')).toBeNull();
  });

  it('survive a restart in the vault file, which holds only sealed text', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vault-')), 'accountingTokens.json');
    createTokenVault({ secret: 'key-a', file }).put('v1', tokens);
    expect(readFileSync(file, 'utf8')).not.toContain('refresh-1');
    const reopened = createTokenVault({ secret: 'key-a', file });
    expect(reopened.get('v1')).toEqual(tokens);
    reopened.delete('v1');
    expect(createTokenVault({ secret: 'key-a', file }).get('v1')).toBeNull();
  });

  it('signs the consent state for one venue: another key or a changed venue is not accepted', () => {
    const vault = createTokenVault({ secret: 'key-a' });
    const state = vault.consentStateFor('ven-crown-anchor');
    expect(vault.venueOfConsentState(state)).toBe('ven-crown-anchor');
    expect(createTokenVault({ secret: 'key-b' }).venueOfConsentState(state)).toBeNull();
    const [, nonce, signature] = state.split('.');
    const forged = `${Buffer.from('ven-other').toString('base64url')}.${nonce}.${signature}`;
    expect(vault.venueOfConsentState(forged)).toBeNull();
    expect(vault.venueOfConsentState('nonsense')).toBeNull();
  });
});
