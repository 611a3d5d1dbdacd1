import type { CreditEvent, CreditStatementState } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface CreditStatementDocument {
  _id: string;
  accountId: string;
  statementId: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  amountDue: number;
  state: CreditStatementState;
  issuedAt: string;
  finalizedAt: string | null;
  dueDate: string | null;
  paidAt: string | null;
  voidedAt: string | null;
  [key: string]: unknown;
}

/** The credit page's statements table: one document per statement, drafts included (the API hides them). */
export const creditStatementsProjection = defineProjection<CreditStatementDocument, CreditEvent>({
  name: 'creditStatements',
  collection: 'creditStatements',
  handles: ['CreditStatementIssued', 'CreditStatementFinalized', 'CreditStatementPaid', 'CreditStatementVoided'],
  indexes: [{ keys: { accountId: 1, periodEnd: -1 } }],
  documentIds: (event) => [event.data.statementId],
  evolve: (document, event) => {
    if (event.type === 'CreditStatementIssued') {
      const { accountId, statementId, number, periodStart, periodEnd, amountDue, issuedAt } = event.data;
      return {
        _id: statementId,
        accountId,
        statementId,
        number,
        periodStart,
        periodEnd,
        amountDue,
        state: 'draft',
        issuedAt,
        finalizedAt: null,
        dueDate: null,
        paidAt: null,
        voidedAt: null,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'CreditStatementFinalized':
        return { ...document, state: 'open', finalizedAt: event.data.finalizedAt, dueDate: event.data.dueDate };
      case 'CreditStatementPaid':
        return { ...document, state: 'paid', paidAt: event.data.paidAt };
      case 'CreditStatementVoided':
        return { ...document, state: 'void', voidedAt: event.data.voidedAt };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
