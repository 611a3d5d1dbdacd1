import { z } from 'zod';
import { orderFiltersQuerySchema } from '../ordering/orderFilters';
import { businessDateSchema } from '../platform/dates';

export const creditPageTitle = 'Credit';
export const creditPageSubtitle = 'Check your credit balance and keep track of your credit statements.';

export const creditStatementViewSchema = z.object({
  statementId: z.string(),
  number: z.string(),
  periodStart: businessDateSchema,
  periodEnd: businessDateSchema,
  /** Pence. */
  amountDue: z.number().int(),
  finalizedDate: businessDateSchema.nullable(),
  dueDate: businessDateSchema.nullable(),
  status: z.enum(['open', 'overdue', 'paid', 'void']),
  /** 'Paid on 03 Nov 2026', 'Void', 'Open' or 'Overdue'. */
  label: z.string(),
  paidAt: z.string().nullable(),
});
export type CreditStatementView = z.infer<typeof creditStatementViewSchema>;

export const creditTransactionViewSchema = z.object({
  transactionId: z.string(),
  statementId: z.string(),
  kind: z.enum(['statementFinalized', 'statementPaid', 'statementVoided']),
  /** Pence: positive raises what the account owes, negative lowers it. */
  amount: z.number().int(),
  endingBalance: z.number().int(),
  at: z.string(),
});
export type CreditTransactionView = z.infer<typeof creditTransactionViewSchema>;

export const creditDraftViewSchema = z.object({
  statementId: z.string(),
  number: z.string(),
  periodStart: businessDateSchema,
  periodEnd: businessDateSchema,
  amountDue: z.number().int(),
});

export const creditAccountViewSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Pence. */
  creditLimit: z.number().int(),
  creditDays: z.number().int(),
  /** Pence owed: the ending balance of the account's latest credit transaction. */
  balance: z.number().int(),
  availableCredit: z.number().int(),
  statements: z.array(creditStatementViewSchema),
  transactions: z.array(creditTransactionViewSchema),
  /** Drafts are hidden from the statements table; admins get them here to finalise or void. */
  drafts: z.array(creditDraftViewSchema).optional(),
});
export type CreditAccountView = z.infer<typeof creditAccountViewSchema>;

export const creditViewSchema = z.object({
  venueId: z.string(),
  today: businessDateSchema,
  /** The accounts holding the venue; an admin gets every account with credit terms or statements after them. */
  accounts: z.array(creditAccountViewSchema),
});
export type CreditView = z.infer<typeof creditViewSchema>;

export const creditAccountParamsSchema = z.object({ accountId: z.string().min(1) });
export const creditStatementParamsSchema = z.object({ accountId: z.string().min(1), statementId: z.string().min(1) });

export const issueCreditStatementBodySchema = z
  .object({
    number: z.string().trim().min(1).max(40),
    periodStart: businessDateSchema,
    periodEnd: businessDateSchema,
    /** Pence. */
    amountDue: z.number().int().positive().max(100_000_000),
  })
  .refine((body) => body.periodStart <= body.periodEnd, {
    message: 'The period cannot end before it starts',
    path: ['periodEnd'],
  });
export type IssueCreditStatementBody = z.infer<typeof issueCreditStatementBodySchema>;

export const issuedCreditStatementSchema = z.object({ statementId: z.string() });

/** An invoice narrowed like the statement row it opens from: the panel's suppliers and product types. */
export const invoiceFiltersQuerySchema = orderFiltersQuerySchema.pick({ types: true, suppliers: true });

export const statementDayViewSchema = z.object({
  date: businessDateSchema,
  invoiceNumber: z.string(),
  supplierCount: z.number().int(),
  orderCount: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type StatementDayView = z.infer<typeof statementDayViewSchema>;

export const statementsViewSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  days: z.array(statementDayViewSchema),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type StatementsView = z.infer<typeof statementsViewSchema>;

export const invoiceDateParamsSchema = z.object({ venueId: z.string().min(1), date: businessDateSchema });
export const invoiceRangeParamsSchema = z.object({
  venueId: z.string().min(1),
  startDate: businessDateSchema,
  endDate: businessDateSchema,
});

export const invoiceLineViewSchema = z.object({
  orderedDate: businessDateSchema,
  poNumber: z.string().nullable(),
  sku: z.string(),
  title: z.string(),
  size: z.string(),
  UoM: z.string(),
  /** The quantity invoiced: accepted by the supplier, or ordered while undecided. */
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  hasVat: z.boolean(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineViewSchema>;

export const invoiceSupplierViewSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  lines: z.array(invoiceLineViewSchema),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceSupplierView = z.infer<typeof invoiceSupplierViewSchema>;

export const invoiceViewSchema = z.object({
  invoiceNumber: z.string(),
  startDate: businessDateSchema,
  endDate: businessDateSchema,
  venue: z.object({
    venueId: z.string(),
    title: z.string(),
    addressLines: z.array(z.string()),
    phoneNumber: z.string(),
  }),
  suppliers: z.array(invoiceSupplierViewSchema),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** Spec 01 §2 empty states. */
export const invoiceMessages = {
  noInvoices: 'No invoices',
  noInvoicesDescription: 'There are no accepted orders to invoice for these dates.',
  noStatements: 'No statements',
  noStatementsDescription: 'There are no orders to put on a statement in the chosen dates.',
  noCreditStatements: 'No statements',
  noCreditStatementsDescription: 'Credit statements appear here once they are issued to your account.',
} as const;
