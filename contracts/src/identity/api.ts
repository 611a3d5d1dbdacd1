import { z } from 'zod';
import { isValidEmail, normaliseEmail } from './email';
import { identityMessages } from './messages';
import { passwordRuleMessage } from './passwordRules';
import { accountRolesSchema } from './roles';

const requiredEmail = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .refine((value) => value.trim().length > 0, { message: requiredMessage, abort: true })
    .refine(isValidEmail, { message: identityMessages.emailInvalid })
    .transform(normaliseEmail);

const requiredText = (message: string) => z.string({ error: message }).refine((value) => value.length > 0, { message });

/** A password that must satisfy the password requirements, checked on the server too. */
const newPassword = (requiredMessage: string) =>
  requiredText(requiredMessage).superRefine((value, context) => {
    if (value.length === 0) return;
    const problem = passwordRuleMessage(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const loginBodySchema = z.object({
  email: requiredEmail(identityMessages.emailRequired),
  password: requiredText(identityMessages.passwordRequired),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z
    .string({ error: identityMessages.nameRequired })
    .trim()
    .min(1, { message: identityMessages.nameRequired })
    .max(200),
  email: requiredEmail(identityMessages.emailRequired),
  password: newPassword(identityMessages.registerPasswordRequired),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const resetRequestBodySchema = z.object({ email: requiredEmail(identityMessages.emailRequired) });
export const resetConfirmBodySchema = z.object({
  email: requiredEmail(identityMessages.emailRequired),
  code: z
    .string({ error: identityMessages.resetCodeRequired })
    .trim()
    .min(1, { message: identityMessages.resetCodeRequired }),
  newPassword: newPassword(identityMessages.newPasswordRequired),
});

export const secondaryEmailsBodySchema = z.object({
  secondaryEmails: z
    .array(z.string().refine(isValidEmail, { message: identityMessages.emailInvalid }).transform(normaliseEmail))
    .max(20),
});

export const signedInAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: accountRolesSchema,
  venueIds: z.array(z.string()),
  secondaryEmails: z.array(z.string()),
  orderCaptureEmail: z.string().nullable(),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

export const sessionSchema = z.object({
  account: signedInAccountSchema,
  /** Where the root path sends this account: /supplier or /venues. */
  homePath: z.enum(['/supplier', '/venues']),
  /** This account reads its e-mails in the app's mailbox (sandbox mail; admins always). */
  mailboxVisible: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/session answers 200 either way, so a signed-out visit logs no failed request. */
// Signed out, a visitor only learns whether mail stays in the app (the demo), to be pointed to the mailbox.
export const sessionStateSchema = z.union([sessionSchema, z.object({ account: z.null(), sandboxMail: z.boolean() })]);
export type SessionState = z.infer<typeof sessionStateSchema>;

export const mailSchema = z.object({
  mailId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  queuedAt: z.string(),
  status: z.enum(['queued', 'delivered', 'failed']),
  transport: z.string().nullable(),
});
export const mailboxSchema = z.object({
  mails: z.array(mailSchema),
  transport: z.enum(['mailbox', 'smtp']),
  /** 'own': only the mail addressed to the signed-in account; admins see 'all'. */
  scope: z.enum(['all', 'own']),
});
export type Mailbox = z.infer<typeof mailboxSchema>;
