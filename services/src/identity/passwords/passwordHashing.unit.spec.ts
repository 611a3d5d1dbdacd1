import { describe, expect, it } from 'vitest';
import { hashLegacyPassword, verifyLegacyPassword } from './legacyPasswordHashing';
import { hashPassword, verifyPassword } from './passwordHashing';

const password = 'Correct-horse-9';

describe('password hashing', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hashPassword(password);

    expect(await verifyPassword(password, stored)).toBe(true);
  });

  it('keeps the scheme and its parameters with the hash', async () => {
    const stored = await hashPassword(password);

    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain(password);
  });

  it('refuses a wrong password', async () => {
    const stored = await hashPassword(password);

    expect(await verifyPassword('Correct-horse-8', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword(password.toLowerCase(), stored)).toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);

    expect(first).not.toBe(second);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await verifyPassword(password, second)).toBe(true);
  });

  it('treats composed and decomposed forms of the same text as one password', async () => {
    const stored = await hashPassword('Caf\u00e9-pass-1');

    expect(await verifyPassword('Cafe\u0301-pass-1', stored)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'not-a-hash'],
    ['another scheme', 'bcrypt$32768$8$1$c2FsdA$aGFzaA'],
    ['missing parts', 'scrypt$32768$8$1$c2FsdA'],
    ['an empty hash', 'scrypt$32768$8$1$c2FsdA$'],
  ])('refuses a stored hash that is %s', async (_name, stored) => {
    expect(await verifyPassword(password, stored)).toBe(false);
  });

  it('refuses a stored hash whose key has a different length', async () => {
    const stored = await hashPassword(password);
    const truncated = stored.slice(0, -4);

    expect(await verifyPassword(password, truncated)).toBe(false);
  });

  it.each([
    ['a cost that is not a number', 'many'],
    ['a cost that is not a power of two', '3'],
  ])('refuses a stored hash with %s instead of failing', async (_name, cost) => {
    const [scheme, , r, p, salt, hash] = (await hashPassword(password)).split('$');

    expect(await verifyPassword(password, [scheme, cost, r, p, salt, hash].join('$'))).toBe(false);
  });
});

describe('legacy password hashing', () => {
  it('verifies a password against its bcrypt hash', async () => {
    const legacyHash = await hashLegacyPassword(password);

    expect(legacyHash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyLegacyPassword(password, legacyHash)).toBe(true);
  });

  it('refuses a wrong password against a bcrypt hash', async () => {
    const legacyHash = await hashLegacyPassword(password);

    expect(await verifyLegacyPassword('Correct-horse-8', legacyHash)).toBe(false);
  });

  it('verifies a $2a$ hash as written by older bcrypt libraries', async () => {
    const legacyHash = (await hashLegacyPassword(password)).replace(/^\$2b\$/, '$2a$');

    expect(await verifyLegacyPassword(password, legacyHash)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['plain text', password],
    ['an scrypt hash', 'scrypt$32768$8$1$c2FsdA$aGFzaA'],
    ['an unknown bcrypt version', '$2x$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234'],
  ])('refuses a stored hash that is %s', async (_name, stored) => {
    expect(await verifyLegacyPassword(password, stored)).toBe(false);
  });
});
