import { type BusinessDate, businessDateOf, formatStatementDate } from '../platform/dates';

/** What the ledger records; 'overdue' is read against today, never stored. */
export type CreditStatementState = 'draft' | 'open' | 'paid' | 'void';
export type CreditStatementStatus = 'open' | 'overdue' | 'paid' | 'void';

/**
 * Spec 01 §4 credit statement status. Drafts are not shown at all (null); an open statement
 * whose due date has passed is overdue.
 */
export function creditStatementStatusOf(
  statement: { state: CreditStatementState; dueDate: BusinessDate | null },
  today: BusinessDate,
): CreditStatementStatus | null {
  switch (statement.state) {
    case 'draft':
      return null;
    case 'paid':
      return 'paid';
    case 'void':
      return 'void';
    case 'open':
      return statement.dueDate !== null && statement.dueDate < today ? 'overdue' : 'open';
    default: {
      const unhandled: never = statement.state;
      return unhandled;
    }
  }
}

/** The words of the statements table: 'Paid on 03 Nov 2026', 'Void', 'Open', 'Overdue'. */
export function creditStatementLabel(status: CreditStatementStatus, paidAt: string | null): string {
  switch (status) {
    case 'paid':
      return paidAt ? `Paid on ${formatStatementDate(businessDateOf(paidAt))}` : 'Paid';
    case 'void':
      return 'Void';
    case 'open':
      return 'Open';
    case 'overdue':
      return 'Overdue';
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}
