import { describe, expect, it } from 'vitest';
import {
  identityPasswordMessages,
  type PasswordRequirementId,
  passwordRequirements,
  passwordRuleMessage,
  unmetPasswordRequirements,
} from './passwordRules';

const strong = 'Sunrise#2026';

describe('password requirements', () => {
  it('lists the five requirements in the order the form shows them', () => {
    expect(passwordRequirements.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: 'number', label: 'At least one number' },
      { id: 'special', label: 'At least one special character' },
      { id: 'upper', label: 'At least one uppercase letter' },
      { id: 'lower', label: 'At least one lowercase letter' },
      { id: 'length', label: '8 or more characters' },
    ]);
  });

  it('finds nothing missing in a password that meets them all', () => {
    expect(unmetPasswordRequirements(strong)).toEqual([]);
  });

  it.each<[PasswordRequirementId, string]>([
    ['number', 'Sunrise#Dawn'],
    ['special', 'Sunrise2026'],
    ['upper', 'sunrise#2026'],
    ['lower', 'SUNRISE#2026'],
    ['length', 'Sun#26a'],
  ])('finds only the %s requirement missing in %s', (id, password) => {
    expect(unmetPasswordRequirements(password)).toEqual([id]);
  });

  it('finds everything missing in an empty password', () => {
    expect(unmetPasswordRequirements('')).toEqual(['number', 'special', 'upper', 'lower', 'length']);
  });

  describe('each rule', () => {
    const rule = (id: PasswordRequirementId) => {
      const found = passwordRequirements.find((requirement) => requirement.id === id);
      if (!found) throw new Error(`no rule ${id}`);
      return found.test;
    };

    it('a number needs a digit', () => {
      expect(rule('number')('abc1')).toBe(true);
      expect(rule('number')('abc')).toBe(false);
    });

    it('a special character is anything but a letter, a digit or white space', () => {
      expect(rule('special')('abc!')).toBe(true);
      expect(rule('special')('abc_')).toBe(true);
      expect(rule('special')('abc£')).toBe(true);
      expect(rule('special')('abc 123')).toBe(false);
      expect(rule('special')('abcABC123')).toBe(false);
    });

    it('an uppercase letter', () => {
      expect(rule('upper')('abC')).toBe(true);
      expect(rule('upper')('abc1!')).toBe(false);
    });

    it('a lowercase letter', () => {
      expect(rule('lower')('ABc')).toBe(true);
      expect(rule('lower')('ABC1!')).toBe(false);
    });

    it('8 or more characters', () => {
      expect(rule('length')('12345678')).toBe(true);
      expect(rule('length')('1234567')).toBe(false);
    });
  });
});

describe('passwordRuleMessage', () => {
  it('has nothing to say about a password that meets every requirement', () => {
    expect(passwordRuleMessage(strong)).toBeNull();
  });

  it('accepts exactly 8 characters', () => {
    expect(passwordRuleMessage('Sun#2026')).toBeNull();
  });

  it('calls a short password too short, in the spec words', () => {
    expect(passwordRuleMessage('Sun#26a')).toBe(identityPasswordMessages.tooShort);
    expect(passwordRuleMessage('Sun#26a')).toBe('Password must be greater than 8 characters');
  });

  it('calls a short password too short whatever else it lacks', () => {
    expect(passwordRuleMessage('abc')).toBe('Password must be greater than 8 characters');
    expect(passwordRuleMessage('')).toBe('Password must be greater than 8 characters');
  });

  it.each([
    ['Sunrise#Dawn', 'Password must contain at least one number'],
    ['Sunrise2026', 'Password must contain at least one special character'],
    ['sunrise#2026', 'Password must contain at least one uppercase letter'],
    ['SUNRISE#2026', 'Password must contain at least one lowercase letter'],
  ])('names the one missing kind of character in %s', (password, message) => {
    expect(passwordRuleMessage(password)).toBe(message);
  });

  it('names every missing kind of character, in the order of the requirements', () => {
    expect(passwordRuleMessage('sunrisedawn')).toBe(
      'Password must contain at least one number, at least one special character, at least one uppercase letter',
    );
  });
});
