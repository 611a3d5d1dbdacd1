import { z } from 'zod';

/** Addresses are compared and stored lowercased and trimmed (spec 01 §5: the e-mail is lowercased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailFormat = z.email();

export function isValidEmail(email: string): boolean {
  return emailFormat.safeParse(email.trim()).success;
}
