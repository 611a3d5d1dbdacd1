import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginBodySchema,
  registerBodySchema,
  resetConfirmBodySchema,
  resetRequestBodySchema,
  secondaryEmailsBodySchema,
} from './api';
import { identityMessages } from './messages';
import { identityPasswordMessages } from './passwordRules';
import { type AccountRoles, homePathFor, noRoles, primaryRoleOf, reachesAdminArea } from './roles';

/** The messages a body earns, by field. */
function messagesFor(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
}

const strongPassword = 'Sunrise#2026';

describe('loginBodySchema', () => {
  it('accepts an e-mail and a password, lowercasing and trimming the e-mail', () => {
    expect(loginBodySchema.parse({ email: '  Ada@Example.COM ', password: 'anything' })).toEqual({
      email: 'ada@example.com',
      password: 'anything',
    });
  });

  it('does not hold a sign-in to the password requirements', () => {
    expect(loginBodySchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
  });

  it('does not trim the password', () => {
    expect(loginBodySchema.parse({ email: 'ada@example.com', password: ' secret ' }).password).toBe(' secret ');
  });

  it('asks for both fields of an empty body, in the spec words', () => {
    expect(messagesFor(loginBodySchema, {})).toEqual({
      email: ['Please input your email address'],
      password: ['Please input your password'],
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('asks for an e-mail that is %s, and says nothing else about it', (_name, email) => {
    expect(messagesFor(loginBodySchema, { email, password: 'secret' })).toEqual({
      email: [identityMessages.emailRequired],
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada example@example.com'])('refuses %s as not an e-mail', (email) => {
    expect(messagesFor(loginBodySchema, { email, password: 'secret' })).toEqual({
      email: ['The input is not valid email'],
    });
  });

  it('asks for an empty password', () => {
    expect(messagesFor(loginBodySchema, { email: 'ada@example.com', password: '' })).toEqual({
      password: [identityMessages.passwordRequired],
    });
  });
});

describe('registerBodySchema', () => {
  const body = { name: ' Ada Lovelace ', email: ' Ada@Example.com', password: strongPassword };

  it('accepts a name, an e-mail and a strong password, trimming the name and normalising the e-mail', () => {
    expect(registerBodySchema.parse(body)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: strongPassword,
    });
  });

  it('asks for every field of an empty body, in the spec words', () => {
    expect(messagesFor(registerBodySchema, {})).toEqual({
      name: ['Please input your name'],
      email: ['Please input your email address'],
      password: ['Please enter a password'],
    });
  });

  it('asks for a blank name', () => {
    expect(messagesFor(registerBodySchema, { ...body, name: '   ' })).toEqual({
      name: [identityMessages.nameRequired],
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(messagesFor(registerBodySchema, { ...body, email: 'ada' })).toEqual({
      email: [identityMessages.emailInvalid],
    });
  });

  it('asks for an empty password without listing the rules it breaks', () => {
    expect(messagesFor(registerBodySchema, { ...body, password: '' })).toEqual({
      password: [identityMessages.registerPasswordRequired],
    });
  });

  it('refuses a short password in the spec words', () => {
    expect(messagesFor(registerBodySchema, { ...body, password: 'Sun#1' })).toEqual({
      password: ['Password must be greater than 8 characters'],
    });
  });

  it('refuses a password that lacks a kind of character', () => {
    expect(messagesFor(registerBodySchema, { ...body, password: 'sunrise#2026' })).toEqual({
      password: ['Password must contain at least one uppercase letter'],
    });
  });
});

describe('resetRequestBodySchema', () => {
  it('normalises the e-mail', () => {
    expect(resetRequestBodySchema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('asks for the e-mail', () => {
    expect(messagesFor(resetRequestBodySchema, {})).toEqual({ email: [identityMessages.emailRequired] });
  });
});

describe('resetConfirmBodySchema', () => {
  const body = { email: 'ada@example.com', code: ' 123456 ', newPassword: strongPassword };

  it('accepts an e-mail, a code and a strong new password, trimming the code', () => {
    expect(resetConfirmBodySchema.parse(body)).toEqual({
      email: 'ada@example.com',
      code: '123456',
      newPassword: strongPassword,
    });
  });

  it('asks for every field of an empty body, in the spec words', () => {
    expect(messagesFor(resetConfirmBodySchema, {})).toEqual({
      email: ['Please input your email address'],
      code: ['Please enter your reset code'],
      newPassword: ['Please input your new password'],
    });
  });

  it('asks for a blank code', () => {
    expect(messagesFor(resetConfirmBodySchema, { ...body, code: '  ' })).toEqual({
      code: [identityMessages.resetCodeRequired],
    });
  });

  it('asks for an empty new password', () => {
    expect(messagesFor(resetConfirmBodySchema, { ...body, newPassword: '' })).toEqual({
      newPassword: [identityMessages.newPasswordRequired],
    });
  });

  it('holds the new password to the password requirements', () => {
    expect(messagesFor(resetConfirmBodySchema, { ...body, newPassword: 'short' })).toEqual({
      newPassword: [identityPasswordMessages.tooShort],
    });
    expect(messagesFor(resetConfirmBodySchema, { ...body, newPassword: 'Sunrise2026' })).toEqual({
      newPassword: ['Password must contain at least one special character'],
    });
  });
});

describe('secondaryEmailsBodySchema', () => {
  it('normalises every address', () => {
    expect(secondaryEmailsBodySchema.parse({ secondaryEmails: [' Chef@Example.com', 'bar@example.com'] })).toEqual({
      secondaryEmails: ['chef@example.com', 'bar@example.com'],
    });
  });

  it('refuses an address that is not an e-mail', () => {
    expect(messagesFor(secondaryEmailsBodySchema, { secondaryEmails: ['chef@example.com', 'chef'] })).toEqual({
      'secondaryEmails.1': [identityMessages.emailInvalid],
    });
  });
});

describe('roles', () => {
  const admin: AccountRoles = { ...noRoles, isAdmin: true };
  const tfrAdmin: AccountRoles = { ...noRoles, isTfrAdmin: true };
  const supplierAdmin: AccountRoles = { ...noRoles, supplierAdminOf: 'brakes' };

  describe('homePathFor', () => {
    it('sends a venue user to the venues', () => {
      expect(homePathFor(noRoles)).toBe('/venues');
    });

    it('sends a supplier admin to the supplier portal', () => {
      expect(homePathFor(supplierAdmin)).toBe('/supplier');
    });

    it('sends admins to the venues, even when they also manage a supplier', () => {
      expect(homePathFor(admin)).toBe('/venues');
      expect(homePathFor(tfrAdmin)).toBe('/venues');
      expect(homePathFor({ ...supplierAdmin, isAdmin: true })).toBe('/venues');
      expect(homePathFor({ ...supplierAdmin, isTfrAdmin: true })).toBe('/venues');
    });
  });

  describe('primaryRoleOf', () => {
    it('names the strongest grant', () => {
      expect(primaryRoleOf(noRoles)).toBe('venueUser');
      expect(primaryRoleOf(supplierAdmin)).toBe('supplierAdmin');
      expect(primaryRoleOf(tfrAdmin)).toBe('tfrAdmin');
      expect(primaryRoleOf(admin)).toBe('admin');
    });

    it('prefers admin over TFR admin over supplier admin', () => {
      expect(primaryRoleOf({ isAdmin: true, isTfrAdmin: true, supplierAdminOf: 'brakes' })).toBe('admin');
      expect(primaryRoleOf({ isAdmin: false, isTfrAdmin: true, supplierAdminOf: 'brakes' })).toBe('tfrAdmin');
    });
  });

  describe('reachesAdminArea', () => {
    it('opens the admin area to admins and TFR admins only', () => {
      expect(reachesAdminArea(admin)).toBe(true);
      expect(reachesAdminArea(tfrAdmin)).toBe(true);
      expect(reachesAdminArea(supplierAdmin)).toBe(false);
      expect(reachesAdminArea(noRoles)).toBe(false);
    });
  });
});
