import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openField, sealField, subjectOfSealed } from './personalDataCipher';

describe('a personal field sealed under its subject’s key', () => {
  const key = randomBytes(32);

  it('opens to the same value, strings and lists alike, and names its subject', () => {
    for (const value of ['Sam Whitfield', ['a@b.test', 'c@d.test']]) {
      const sealed = sealField('account:acc-1', key, value);
      expect(isSealed(sealed)).toBe(true);
      expect(JSON.stringify(sealed)).not.toContain('Sam');
      expect(subjectOfSealed(sealed)).toBe('account:acc-1');
      expect(openField(sealed, key)).toEqual(value);
    }
  });

  it('names a subject whose id holds a colon (a checklist link writer) and opens under it', () => {
    const sealed = sealField('account:supplier-link:brakes', key, 'Checked, thanks');
    expect(subjectOfSealed(sealed)).toBe('account:supplier-link:brakes');
    expect(openField(sealed, key)).toBe('Checked, thanks');
  });

  it('does not open with another key (a destroyed key stays unreadable)', () => {
    const sealed = sealField('email:abc', key, 'sam@example.com');
    expect(openField(sealed, randomBytes(32))).toBeUndefined();
  });

  it('never mistakes a plain value for a sealed one', () => {
    expect(isSealed('pd')).toBe(false);
    expect(isSealed(42)).toBe(false);
  });
});
