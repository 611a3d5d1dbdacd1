import type { CreditEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type CreditTransactionKind = 'statementFinalized' | 'statementPaid' | 'statementVoided';

export interface CreditTransactionDocument {
  _id: string;
  accountId: string;
  statementId: string;
  kind: CreditTransactionKind;
  /** Pence: positive raises what the account owes. */
  amount: number;
  endingBalance: number;
  at: string;
  /** Ledger order within the account: the event's global position. */
  sequence: number;
  [key: string]: unknown;
}

type BalanceEvent = Exclude<CreditEvent, { type: 'CreditStatementIssued' }>;

const kindOf: Record<BalanceEvent['type'], CreditTransactionKind> = {
  CreditStatementFinalized: 'statementFinalized',
  CreditStatementPaid: 'statementPaid',
  CreditStatementVoided: 'statementVoided',
};

function instantOf(event: BalanceEvent): string {
  switch (event.type) {
    case 'CreditStatementFinalized':
      return event.data.finalizedAt;
    case 'CreditStatementPaid':
      return event.data.paidAt;
    case 'CreditStatementVoided':
      return event.data.voidedAt;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * Every change to what an account owes, with the balance it left: the latest one's ending balance
 * is the balance the credit page shows. Voiding a draft changes nothing and records nothing.
 */
export const creditTransactionsProjection = defineProjection<CreditTransactionDocument, BalanceEvent>({
  name: 'creditTransactions',
  collection: 'creditTransactions',
  handles: ['CreditStatementFinalized', 'CreditStatementPaid', 'CreditStatementVoided'],
  indexes: [{ keys: { accountId: 1, sequence: -1 } }],
  documentIds: (event) => {
    return event.data.balanceChange === 0 ? [] : [`${event.data.statementId}:${kindOf[event.type]}`];
  },
  evolve: (_document, event) => {
    return {
      _id: `${event.data.statementId}:${kindOf[event.type]}`,
      accountId: event.data.accountId,
      statementId: event.data.statementId,
      kind: kindOf[event.type],
      amount: event.data.balanceChange,
      endingBalance: event.data.endingBalance,
      at: instantOf(event),
      sequence: event.globalPosition,
    };
  },
});
