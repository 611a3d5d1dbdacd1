import { z } from 'zod';
import { secondaryEmailsBodySchema } from './api';
import { accountRolesSchema } from './roles';

/** Spec 03 Admin Accounts: this many accounts a page. */
export const adminAccountsPageSize = 20;

export const adminAccountsQuerySchema = z.object({
  /** Without a page, every account (the e-mail select of "Assign Email To Venue" lists them all). */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(adminAccountsPageSize),
});

export const adminAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: accountRolesSchema,
  venueIds: z.array(z.string()),
  /** Spec 03 "Venue owned": the venues the account belongs to, by title. */
  venues: z.array(z.object({ venueId: z.string(), title: z.string() })),
  secondaryEmails: z.array(z.string()),
  /** Pence. */
  creditLimit: z.number().int(),
  creditDays: z.number().int(),
  /** Suppliers that approved the account for credit purchases. */
  creditApproved: z.array(z.string()),
  orderCaptureEmail: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsSchema = z.object({
  accounts: z.array(adminAccountSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** The "Edit account" modal: secondary e-mails validated, credit limit in pounds (stored ×100), credit days. */
export const editAccountBodySchema = secondaryEmailsBodySchema.extend({
  creditLimitPounds: z.number().nonnegative().max(10_000_000),
  creditDays: z.number().int().min(0).max(365),
  creditApproved: z.array(z.string().min(1)).max(500),
});
export type EditAccountBody = z.input<typeof editAccountBodySchema>;

/** Spec 03 Credit approvals column. */
export const creditApprovalsLabel = (count: number) => (count === 0 ? 'No approvals' : `${count} Approval(s)`);
