import type { CreditEvent } from '@oms/contracts';
import { invoiceErrors } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { creditLedgerDecider } from './creditLedger';

const accountId = 'acc-1';
const issued: CreditEvent = {
  type: 'CreditStatementIssued',
  data: {
    accountId,
    statementId: 'st-oct',
    number: 'CR-2026-10',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    amountDue: 125_000,
    issuedAt: '2026-11-01T09:00:00.000Z',
  },
};
const finalized: CreditEvent = {
  type: 'CreditStatementFinalized',
  data: {
    accountId,
    statementId: 'st-oct',
    finalizedAt: '2026-11-02T09:00:00.000Z',
    dueDate: '2026-12-02',
    balanceChange: 125_000,
    endingBalance: 125_000,
  },
};
const paid: CreditEvent = {
  type: 'CreditStatementPaid',
  data: {
    accountId,
    statementId: 'st-oct',
    paidAt: '2026-11-20T15:00:00.000Z',
    balanceChange: -125_000,
    endingBalance: 0,
  },
};
const voidedOpen: CreditEvent = {
  type: 'CreditStatementVoided',
  data: {
    accountId,
    statementId: 'st-oct',
    voidedAt: '2026-11-21T09:00:00.000Z',
    balanceChange: -125_000,
    endingBalance: 0,
  },
};
const issue = {
  type: 'IssueCreditStatement' as const,
  accountId,
  statementId: 'st-oct',
  number: 'CR-2026-10',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  amountDue: 125_000,
  at: '2026-11-01T09:00:00.000Z',
};

describe('credit ledger decider', () => {
  const spec = deciderSpecification(creditLedgerDecider);

  it('issues a statement as a draft', () => {
    spec.given([]).when(issue).then([issued]);
  });

  it('refuses a second statement with the same id or number', () => {
    spec.given([issued]).when(issue).thenThrows('CREDIT_STATEMENT_EXISTS', invoiceErrors.statementExists.message);
    spec
      .given([issued])
      .when({ ...issue, statementId: 'st-other' })
      .thenThrows('CREDIT_STATEMENT_EXISTS');
  });

  it('finalises a draft: due after the credit days, owed on the balance', () => {
    spec
      .given([issued])
      .when({
        type: 'FinalizeCreditStatement',
        accountId,
        statementId: 'st-oct',
        creditDays: 30,
        at: '2026-11-02T09:00:00.000Z',
      })
      .then([finalized]);
  });

  it('adds a second open statement to what is already owed', () => {
    const second: CreditEvent = {
      type: 'CreditStatementIssued',
      data: { ...issued.data, statementId: 'st-nov', number: 'CR-2026-11', amountDue: 5_000 } as typeof issued.data,
    };
    spec
      .given([issued, finalized, second])
      .when({
        type: 'FinalizeCreditStatement',
        accountId,
        statementId: 'st-nov',
        creditDays: 0,
        at: '2026-11-30T23:30:00.000Z',
      })
      .then([
        {
          type: 'CreditStatementFinalized',
          data: {
            accountId,
            statementId: 'st-nov',
            finalizedAt: '2026-11-30T23:30:00.000Z',
            // 23:30 UTC on 30 November is still 30 November in London (GMT).
            dueDate: '2026-11-30',
            balanceChange: 5_000,
            endingBalance: 130_000,
          },
        },
      ]);
  });

  it('refuses to finalise anything but a draft, or a statement it does not know', () => {
    const finalize = {
      type: 'FinalizeCreditStatement' as const,
      accountId,
      statementId: 'st-oct',
      creditDays: 30,
      at: '2026-11-03T09:00:00.000Z',
    };
    spec
      .given([issued, finalized])
      .when(finalize)
      .thenThrows('CREDIT_STATEMENT_NOT_DRAFT', invoiceErrors.onlyDraftFinalised.message);
    spec.given([issued, finalized, paid]).when(finalize).thenThrows('CREDIT_STATEMENT_NOT_DRAFT');
    spec.given([]).when(finalize).thenThrows('NOT_FOUND', 'Statement was not found');
  });

  it('marks an open statement paid, lowering the balance', () => {
    spec
      .given([issued, finalized])
      .when({ type: 'MarkCreditStatementPaid', accountId, statementId: 'st-oct', at: '2026-11-20T15:00:00.000Z' })
      .then([paid]);
  });

  it('refuses to mark a draft, paid or void statement paid', () => {
    const pay = {
      type: 'MarkCreditStatementPaid' as const,
      accountId,
      statementId: 'st-oct',
      at: '2026-11-20T15:00:00.000Z',
    };
    spec.given([issued]).when(pay).thenThrows('CREDIT_STATEMENT_NOT_OPEN', invoiceErrors.onlyOpenPaid.message);
    spec.given([issued, finalized, paid]).when(pay).thenThrows('CREDIT_STATEMENT_NOT_OPEN');
    spec.given([issued, finalized, voidedOpen]).when(pay).thenThrows('CREDIT_STATEMENT_NOT_OPEN');
    spec.given([]).when(pay).thenThrows('NOT_FOUND');
  });

  it('voids an open statement, releasing what it added', () => {
    spec
      .given([issued, finalized])
      .when({ type: 'VoidCreditStatement', accountId, statementId: 'st-oct', at: '2026-11-21T09:00:00.000Z' })
      .then([voidedOpen]);
  });

  it('voids a draft without touching the balance', () => {
    spec
      .given([issued])
      .when({ type: 'VoidCreditStatement', accountId, statementId: 'st-oct', at: '2026-11-21T09:00:00.000Z' })
      .then([
        {
          type: 'CreditStatementVoided',
          data: {
            accountId,
            statementId: 'st-oct',
            voidedAt: '2026-11-21T09:00:00.000Z',
            balanceChange: 0,
            endingBalance: 0,
          },
        },
      ]);
  });

  it('refuses to void a paid or an already void statement', () => {
    const voidIt = {
      type: 'VoidCreditStatement' as const,
      accountId,
      statementId: 'st-oct',
      at: '2026-11-22T09:00:00.000Z',
    };
    spec
      .given([issued, finalized, paid])
      .when(voidIt)
      .thenThrows('CREDIT_STATEMENT_PAID', invoiceErrors.paidNotVoided.message);
    spec
      .given([issued, finalized, voidedOpen])
      .when(voidIt)
      .thenThrows('CREDIT_STATEMENT_VOID', invoiceErrors.alreadyVoid.message);
    spec.given([]).when(voidIt).thenThrows('NOT_FOUND');
  });
});
