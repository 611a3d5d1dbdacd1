import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

/**
 * The platform's own credit statements, one stream per account (`credit-<accountId>`): the
 * account's ledger decides every statement change together with the balance it leaves.
 */
export const creditStatementIssuedSchema = z.object({
  accountId: z.string(),
  statementId: z.string(),
  /** Printed on the statement, e.g. 'CR-2026-10'. */
  number: z.string(),
  periodStart: businessDateSchema,
  periodEnd: businessDateSchema,
  /** Pence owed for the period. */
  amountDue: z.number().int().positive(),
  issuedAt: z.string(),
});
export type CreditStatementIssued = z.infer<typeof creditStatementIssuedSchema>;

export const creditStatementFinalizedSchema = z.object({
  accountId: z.string(),
  statementId: z.string(),
  finalizedAt: z.string(),
  /** The finalised day plus the account's credit days. */
  dueDate: businessDateSchema,
  /** Pence the statement adds to what the account owes. */
  balanceChange: z.number().int(),
  /** Pence the account owes once this statement counts. */
  endingBalance: z.number().int(),
});
export type CreditStatementFinalized = z.infer<typeof creditStatementFinalizedSchema>;

export const creditStatementPaidSchema = z.object({
  accountId: z.string(),
  statementId: z.string(),
  paidAt: z.string(),
  balanceChange: z.number().int(),
  endingBalance: z.number().int(),
});
export type CreditStatementPaid = z.infer<typeof creditStatementPaidSchema>;

export const creditStatementVoidedSchema = z.object({
  accountId: z.string(),
  statementId: z.string(),
  voidedAt: z.string(),
  /** Minus the amount for an open statement; 0 for a draft, which never counted. */
  balanceChange: z.number().int(),
  endingBalance: z.number().int(),
});
export type CreditStatementVoided = z.infer<typeof creditStatementVoidedSchema>;

export const creditEventSchemas = {
  CreditStatementIssued: { schemaVersion: 1, schema: creditStatementIssuedSchema },
  CreditStatementFinalized: { schemaVersion: 1, schema: creditStatementFinalizedSchema },
  CreditStatementPaid: { schemaVersion: 1, schema: creditStatementPaidSchema },
  CreditStatementVoided: { schemaVersion: 1, schema: creditStatementVoidedSchema },
} as const;

export type CreditEvent =
  | { type: 'CreditStatementIssued'; data: CreditStatementIssued }
  | { type: 'CreditStatementFinalized'; data: CreditStatementFinalized }
  | { type: 'CreditStatementPaid'; data: CreditStatementPaid }
  | { type: 'CreditStatementVoided'; data: CreditStatementVoided };

export const creditStreamId = (accountId: string) => `credit-${accountId}`;
