import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AccountingTokens } from './accountingService';

/** AES-256-GCM under a key derived from configuration: `<iv>.<tag>.<ciphertext>`, base64url. */
export function sealTokens(secret: string, tokens: AccountingTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The tokens, or null for anything not sealed under this key (a changed key means reconnecting). */
export function openTokens(secret: string, sealed: string): AccountingTokens | null {
  const [iv, tag, body, ...rest] = sealed.split('.');
  if (!iv || !tag || !body || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as AccountingTokens;
  } catch {
    return null;
  }
}

const consentSignature = (secret: string, payload: string) =>
  createHmac('sha256', `accounting-consent\n${secret}`).update(payload).digest('base64url');

const keyOf = (secret: string) => createHash('sha256').update(`accounting-tokens\n${secret}`).digest();

export interface TokenVault {
  get(venueId: string): AccountingTokens | null;
  put(venueId: string, tokens: AccountingTokens): void;
  delete(venueId: string): void;
  /** The `state` a consent carries: names the venue, signed so a forged callback cannot name another. */
  consentStateFor(venueId: string): string;
  /** The venue a consent's `state` was issued for, or null when it was not issued here. */
  venueOfConsentState(state: string): string | null;
}

/**
 * The venues' accounting tokens, sealed; kept in `file` when given (the data directory), so a
 * restart keeps the connections. Only sealed text is ever written.
 */
export function createTokenVault(options: { secret: string; file?: string }): TokenVault {
  const sealed = new Map<string, string>(Object.entries(load(options.file)));
  const save = () => {
    if (!options.file) return;
    const temporary = `${options.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(sealed)), { mode: 0o600 });
    renameSync(temporary, options.file);
  };
  return {
    get(venueId) {
      const entry = sealed.get(venueId);
      return entry === undefined ? null : openTokens(options.secret, entry);
    },
    put(venueId, tokens) {
      sealed.set(venueId, sealTokens(options.secret, tokens));
      save();
    },
    delete(venueId) {
      if (sealed.delete(venueId)) save();
    },
    consentStateFor(venueId) {
      const payload = `${Buffer.from(venueId).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${consentSignature(options.secret, payload)}`;
    },
    venueOfConsentState(state) {
      const [venue, nonce, signature, ...rest] = state.split('.');
      if (!venue || !nonce || !signature || rest.length > 0) return null;
      const expected = Buffer.from(consentSignature(options.secret, `${venue}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Buffer.from(venue, 'base64url').toString('utf8');
    },
  };
}

function load(file: string | undefined): Record<string, string> {
  if (!file) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
