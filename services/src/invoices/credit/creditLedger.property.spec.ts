import { type CreditEvent, creditStreamId } from '@oms/contracts';
import {
  applyEvent,
  createMemoryReadStore,
  creditStatementsProjection,
  creditTransactionsProjection,
  readModels,
} from '@oms/projections';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/commands/domainError';
import { type CreditLedgerCommand, type CreditLedgerState, creditLedgerDecider } from './creditLedger';

const accountId = 'acc-prop';
const statementIds = ['s1', 's2', 's3', 's4'] as const;

const commandArbitrary: fc.Arbitrary<CreditLedgerCommand> = fc.oneof(
  fc.record({
    type: fc.constant('IssueCreditStatement' as const),
    accountId: fc.constant(accountId),
    statementId: fc.constantFrom(...statementIds),
    number: fc.constantFrom('CR-1', 'CR-2', 'CR-3', 'CR-4', 'CR-5'),
    periodStart: fc.constant('2026-10-01'),
    periodEnd: fc.constant('2026-10-31'),
    amountDue: fc.integer({ min: 1, max: 1_000_000 }),
    at: fc.constant('2026-11-01T09:00:00.000Z'),
  }),
  fc.record({
    type: fc.constant('FinalizeCreditStatement' as const),
    accountId: fc.constant(accountId),
    statementId: fc.constantFrom(...statementIds),
    creditDays: fc.integer({ min: 0, max: 60 }),
    at: fc.constant('2026-11-02T09:00:00.000Z'),
  }),
  fc.record({
    type: fc.constantFrom('MarkCreditStatementPaid' as const, 'VoidCreditStatement' as const),
    accountId: fc.constant(accountId),
    statementId: fc.constantFrom(...statementIds),
    at: fc.constant('2026-11-03T09:00:00.000Z'),
  }),
);

/** Runs the commands the ledger accepts; refusals append nothing, as in the API. */
function recordedLedger(commands: readonly CreditLedgerCommand[]) {
  let state: CreditLedgerState = creditLedgerDecider.initialState();
  const events: CreditEvent[] = [];
  for (const command of commands) {
    try {
      const decided = creditLedgerDecider.decide(command, state);
      events.push(...decided);
      state = decided.reduce(creditLedgerDecider.evolve, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { state, events: events.map((event, index) => recordedAt(event, index + 1, creditStreamId(accountId))) };
}

async function project(events: ReturnType<typeof recordedLedger>['events'], redeliver: boolean) {
  const store = createMemoryReadStore();
  const deliveries = redeliver ? events.flatMap((event, index) => [event, ...events.slice(0, index)]) : events;
  for (const event of deliveries) {
    await applyEvent(creditStatementsProjection, store, event);
    await applyEvent(creditTransactionsProjection, store, event);
  }
  return {
    statements: await readModels.creditStatements.in(store).find({}, { sort: { _id: 1 } }),
    transactions: await readModels.creditTransactions.in(store).find({}, { sort: { sequence: 1 } }),
  };
}

describe('credit ledger and its read models', () => {
  it('show the balance the ledger decided, which is what the open statements add up to, however often events arrive', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { maxLength: 30 }), async (commands) => {
        const { state, events } = recordedLedger(commands);
        const once = await project(events, false);
        const redelivered = await project(events, true);
        expect(redelivered).toEqual(once);

        const open = Object.values(state.statements).filter((statement) => statement.state === 'open');
        expect(state.balance).toBe(open.reduce((sum, statement) => sum + statement.amountDue, 0));
        expect(once.transactions.at(-1)?.endingBalance ?? 0).toBe(state.balance);
        expect(Object.fromEntries(once.statements.map((doc) => [doc.statementId, doc.state]))).toEqual(
          Object.fromEntries(Object.entries(state.statements).map(([id, statement]) => [id, statement.state])),
        );
        let running = 0;
        for (const transaction of once.transactions) {
          running += transaction.amount;
          expect(transaction.endingBalance).toBe(running);
        }
      }),
      { numRuns: 200 },
    );
  });
});
