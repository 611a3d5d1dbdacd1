/** Spec 01 §5: one number, one special character, one upper case, one lower case, 8 or more characters. */
export const passwordRequirements = [
  { id: 'number', label: 'At least one number', test: (password: string) => /\d/.test(password) },
  {
    id: 'special',
    label: 'At least one special character',
    test: (password: string) => /[^A-Za-z0-9\s]/.test(password),
  },
  { id: 'upper', label: 'At least one uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { id: 'lower', label: 'At least one lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { id: 'length', label: '8 or more characters', test: (password: string) => password.length >= 8 },
] as const;

export type PasswordRequirementId = (typeof passwordRequirements)[number]['id'];

export function unmetPasswordRequirements(password: string): PasswordRequirementId[] {
  return passwordRequirements.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

/**
 * The message for a password that breaks the rule. A short password reads as the spec's register
 * error; the other failures name the missing kind of character.
 */
export function passwordRuleMessage(password: string): string | null {
  const unmet = unmetPasswordRequirements(password);
  if (unmet.length === 0) return null;
  if (unmet.includes('length')) return identityPasswordMessages.tooShort;
  const missing = passwordRequirements
    .filter((rule) => unmet.includes(rule.id))
    .map((rule) => rule.label.toLowerCase());
  return `Password must contain ${missing.join(', ')}`;
}

export const identityPasswordMessages = {
  tooShort: 'Password must be greater than 8 characters',
} as const;
