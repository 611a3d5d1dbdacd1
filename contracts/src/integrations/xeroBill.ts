import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { type ReceiptLine, receiptLineReceivedQuantity } from '../receipting/receipt';
import { xeroMessages } from './messages';

/** Spec 02 §3 "Venue": an account of the organisation's chart, with the tax type the accounting service gives it. */
export const accountingAccountSchema = z.object({
  accountId: z.string().min(1),
  code: z.string().min(1),
  name: z.string().min(1),
  taxType: z.string(),
});
export type AccountingAccount = z.infer<typeof accountingAccountSchema>;

/** VAT on Income: an account with this tax type cannot carry purchase VAT (spec 02 §2.5). */
export const VAT_ON_INCOME_TAX_TYPE = 'OUTPUT2';

export const billTaxTypes = ['INPUT2', 'ZERORATEDINPUT', ''] as const;
export type BillTaxType = (typeof billTaxTypes)[number];

export const xeroBillLineSchema = z.object({
  Description: z.string(),
  Quantity: z.number(),
  /** Pounds, as the accounting service takes them. */
  UnitAmount: z.number(),
  AccountCode: z.string(),
  TaxType: z.enum(billTaxTypes),
});
export type XeroBillLine = z.infer<typeof xeroBillLineSchema>;

/** Spec 02 §3 "Xero bill data". */
export const xeroBillSchema = z.object({
  Type: z.literal('ACCPAY'),
  Status: z.literal('AUTHORISED'),
  Contact: z.object({ ContactID: z.string().min(1) }),
  Date: businessDateSchema,
  DueDate: businessDateSchema,
  /** The purchase order number: the key that keeps one bill per order in the accounting service. */
  Reference: z.string(),
  LineAmountTypes: z.literal('Exclusive'),
  LineItems: z.array(xeroBillLineSchema),
});
export type XeroBill = z.infer<typeof xeroBillSchema>;

export const isVatOnIncome = (account: Pick<AccountingAccount, 'taxType'>) =>
  account.taxType === VAT_ON_INCOME_TAX_TYPE;

/** Spec 02 §9: INPUT2 for VAT goods, ZERORATEDINPUT otherwise, blank if the account is OUTPUT2. */
export function billTaxTypeOf(hasVat: boolean, account: Pick<AccountingAccount, 'taxType'>): BillTaxType {
  if (isVatOnIncome(account)) return '';
  return hasVat ? 'INPUT2' : 'ZERORATEDINPUT';
}

/** What was received on a line by the four-step rule: the weight, else the agreed, receipted or ordered quantity. */
export function receivedQuantityOf(line: ReceiptLine): number {
  return receiptLineReceivedQuantity(line);
}

export interface XeroBillInput {
  poNumber: string;
  /** Every line of every order of the purchase order, as receipting folds them. */
  lines: readonly ReceiptLine[];
  contactId: string;
  account: AccountingAccount;
  date: string;
  dueDate: string;
}

/**
 * The bill for a receipted purchase order: one line per received line, amounts exclusive of VAT,
 * unit amounts in pounds. Lines that received nothing (rejected, or cut to zero) are left off, so
 * the bill totals the order's received spend.
 */
export function xeroBillOf(input: XeroBillInput): XeroBill {
  return {
    Type: 'ACCPAY',
    Status: 'AUTHORISED',
    Contact: { ContactID: input.contactId },
    Date: input.date,
    DueDate: input.dueDate,
    Reference: input.poNumber,
    LineAmountTypes: 'Exclusive',
    LineItems: input.lines.flatMap((line) => {
      // Xero keeps four decimals (unitdp=4); a weight summed in floating point must not show 2.8499999999999996.
      const quantity = Math.round(receivedQuantityOf(line) * 10_000) / 10_000;
      if (quantity <= 0) return [];
      return [
        {
          Description: [line.agreed.title, line.agreed.size].filter((part) => part.trim() !== '').join(' '),
          Quantity: quantity,
          UnitAmount: line.agreed.price / 100,
          AccountCode: input.account.code,
          TaxType: billTaxTypeOf(line.hasVat, input.account),
        },
      ];
    }),
  };
}

/** The bill's total in pence, exclusive of VAT, rounded line by line as the spend rule rounds. */
export function xeroBillTotalPence(bill: XeroBill): number {
  return bill.LineItems.reduce((sum, line) => sum + Math.round(line.Quantity * line.UnitAmount * 100), 0);
}

/** Spec 02 §7: a bill needs an account and a due date; the refusal when either is missing, else null. */
export function billFormRefusal(form: { accountId?: string | null; dueDate?: string | null }): string | null {
  const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  return present(form.accountId) && present(form.dueDate) ? null : xeroMessages.accountAndDueDateRequired;
}
