import { z } from 'zod';
import { answeredAsOfSchema, asOfSchema } from './asOf';

export const creditReportQuerySchema = z.object({ asOf: asOfSchema.optional() });

/** One account's credit as finance reads it (spec 03 Accounts data, with what it owes). */
export const creditReportRowSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  venues: z.array(z.string()),
  /** Pence. */
  creditLimit: z.number().int(),
  creditDays: z.number().int(),
  /** The suppliers that approved the account for credit, by title. */
  approvals: z.array(z.object({ supplierId: z.string(), title: z.string() })),
  /** Pence owed on finalised, unpaid statements. */
  outstanding: z.number().int(),
  /** Pence: the limit less what is owed, never below nothing. */
  availableCredit: z.number().int(),
});
export type CreditReportRow = z.infer<typeof creditReportRowSchema>;

export const creditReportSchema = z.object({
  asOf: answeredAsOfSchema,
  accounts: z.array(creditReportRowSchema),
  totalOutstanding: z.number().int(),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

export const creditReportMessages = {
  title: 'Credit',
  subtitle: 'Every account with credit: its terms, the suppliers that approved it and what it owes.',
  empty: 'No account has credit terms',
} as const;
