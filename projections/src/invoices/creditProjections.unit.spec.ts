import { type CreditEvent, creditStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { applyEvent } from '../platform/runner/applyEvent';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { creditStatementsProjection } from './creditStatementsProjection';
import { creditTransactionsProjection } from './creditTransactionsProjection';

const accountId = 'acc-1';
const issued = (statementId: string, amountDue: number): CreditEvent => ({
  type: 'CreditStatementIssued',
  data: {
    accountId,
    statementId,
    number: `CR-${statementId}`,
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    amountDue,
    issuedAt: '2026-11-01T09:00:00.000Z',
  },
});
const finalized: CreditEvent = {
  type: 'CreditStatementFinalized',
  data: {
    accountId,
    statementId: 'a',
    finalizedAt: '2026-11-02T09:00:00.000Z',
    dueDate: '2026-12-02',
    balanceChange: 10_000,
    endingBalance: 10_000,
  },
};
const paid: CreditEvent = {
  type: 'CreditStatementPaid',
  data: { accountId, statementId: 'a', paidAt: '2026-11-20T15:00:00.000Z', balanceChange: -10_000, endingBalance: 0 },
};
const draftVoided: CreditEvent = {
  type: 'CreditStatementVoided',
  data: { accountId, statementId: 'b', voidedAt: '2026-11-03T09:00:00.000Z', balanceChange: 0, endingBalance: 10_000 },
};

async function given(events: CreditEvent[]) {
  const { store } = await projectionSpec(creditStatementsProjection, creditTransactionsProjection).given(
    ...events.map((event, index) => recordedAt(event, index + 1, creditStreamId(accountId))),
  );
  return {
    statement: (id: string) => store.collection('creditStatements').findOne({ _id: id }),
    transactions: () => store.collection('creditTransactions').find({ accountId }, { sort: { sequence: 1 } }),
  };
}

describe('credit statements projection', () => {
  it('keeps an issued statement as a draft with no due date', async () => {
    const read = await given([issued('a', 10_000)]);
    expect(await read.statement('a')).toEqual({
      _id: 'a',
      accountId,
      statementId: 'a',
      number: 'CR-a',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      amountDue: 10_000,
      state: 'draft',
      issuedAt: '2026-11-01T09:00:00.000Z',
      finalizedAt: null,
      dueDate: null,
      paidAt: null,
      voidedAt: null,
      _position: 1,
    });
  });

  it('follows the statement through finalised, paid and void', async () => {
    const read = await given([issued('a', 10_000), finalized, paid, issued('b', 500), draftVoided]);
    expect(await read.statement('a')).toMatchObject({
      state: 'paid',
      finalizedAt: '2026-11-02T09:00:00.000Z',
      dueDate: '2026-12-02',
      paidAt: '2026-11-20T15:00:00.000Z',
    });
    expect(await read.statement('b')).toMatchObject({ state: 'void', voidedAt: '2026-11-03T09:00:00.000Z' });
  });

  it('changes nothing when an event is delivered twice', async () => {
    const store = createMemoryReadStore();
    const events = [issued('a', 10_000), finalized].map((event, index) =>
      recordedAt(event, index + 1, creditStreamId(accountId)),
    );
    for (const event of [...events, ...events]) await applyEvent(creditStatementsProjection, store, event);
    // Redelivering the issue after finalising must not turn the statement back into a draft.
    expect(await store.collection('creditStatements').findOne({ _id: 'a' })).toMatchObject({
      state: 'open',
      _position: 2,
    });
  });
});

describe('credit transactions projection', () => {
  it('records each balance change with its ending balance, and nothing for issuing or voiding a draft', async () => {
    const read = await given([issued('a', 10_000), finalized, issued('b', 500), draftVoided, paid]);
    expect(await read.transactions()).toEqual([
      {
        _id: 'a:statementFinalized',
        accountId,
        statementId: 'a',
        kind: 'statementFinalized',
        amount: 10_000,
        endingBalance: 10_000,
        at: '2026-11-02T09:00:00.000Z',
        sequence: 2,
        _position: 2,
      },
      {
        _id: 'a:statementPaid',
        accountId,
        statementId: 'a',
        kind: 'statementPaid',
        amount: -10_000,
        endingBalance: 0,
        at: '2026-11-20T15:00:00.000Z',
        sequence: 5,
        _position: 5,
      },
    ]);
  });
});
