import {
  addBusinessDays,
  type BusinessDate,
  businessDateOf,
  type CreditEvent,
  type CreditStatementState,
  invoiceErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

interface LedgerStatement {
  number: string;
  amountDue: number;
  state: CreditStatementState;
}

/** One account's credit: its statements and what it owes now. */
export interface CreditLedgerState {
  statements: Record<string, LedgerStatement>;
  balance: number;
}

export interface IssueCreditStatement {
  type: 'IssueCreditStatement';
  accountId: string;
  statementId: string;
  number: string;
  periodStart: BusinessDate;
  periodEnd: BusinessDate;
  amountDue: number;
  at: string;
}

export interface FinalizeCreditStatement {
  type: 'FinalizeCreditStatement';
  accountId: string;
  statementId: string;
  /** The account's 'days credit after statement' when finalised. */
  creditDays: number;
  at: string;
}

export interface MarkCreditStatementPaid {
  type: 'MarkCreditStatementPaid';
  accountId: string;
  statementId: string;
  at: string;
}

export interface VoidCreditStatement {
  type: 'VoidCreditStatement';
  accountId: string;
  statementId: string;
  at: string;
}

export type CreditLedgerCommand =
  | IssueCreditStatement
  | FinalizeCreditStatement
  | MarkCreditStatementPaid
  | VoidCreditStatement;

export function evolveCreditLedger(state: CreditLedgerState, event: CreditEvent): CreditLedgerState {
  const withStatement = (statementId: string, change: Partial<LedgerStatement>, endingBalance: number) => {
    const statement = state.statements[statementId];
    if (!statement) return state;
    return {
      statements: { ...state.statements, [statementId]: { ...statement, ...change } },
      balance: endingBalance,
    };
  };
  switch (event.type) {
    case 'CreditStatementIssued':
      return {
        ...state,
        statements: {
          ...state.statements,
          [event.data.statementId]: { number: event.data.number, amountDue: event.data.amountDue, state: 'draft' },
        },
      };
    case 'CreditStatementFinalized':
      return withStatement(event.data.statementId, { state: 'open' }, event.data.endingBalance);
    case 'CreditStatementPaid':
      return withStatement(event.data.statementId, { state: 'paid' }, event.data.endingBalance);
    case 'CreditStatementVoided':
      return withStatement(event.data.statementId, { state: 'void' }, event.data.endingBalance);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function statementOf(state: CreditLedgerState, statementId: string): LedgerStatement {
  const statement = state.statements[statementId];
  if (!statement) throw domainErrorOf(invoiceErrors.statementNotFound);
  return statement;
}

export function decideCreditLedger(command: CreditLedgerCommand, state: CreditLedgerState): CreditEvent[] {
  const { accountId, statementId } = command;
  switch (command.type) {
    case 'IssueCreditStatement': {
      const taken = Object.entries(state.statements).some(
        ([id, statement]) => id === statementId || statement.number === command.number,
      );
      if (taken) throw domainErrorOf(invoiceErrors.statementExists);
      const { type: _type, at, ...statement } = command;
      return [{ type: 'CreditStatementIssued', data: { ...statement, issuedAt: at } }];
    }
    case 'FinalizeCreditStatement': {
      const statement = statementOf(state, statementId);
      if (statement.state !== 'draft') throw domainErrorOf(invoiceErrors.onlyDraftFinalised);
      return [
        {
          type: 'CreditStatementFinalized',
          data: {
            accountId,
            statementId,
            finalizedAt: command.at,
            dueDate: addBusinessDays(businessDateOf(command.at), command.creditDays),
            balanceChange: statement.amountDue,
            endingBalance: state.balance + statement.amountDue,
          },
        },
      ];
    }
    case 'MarkCreditStatementPaid': {
      const statement = statementOf(state, statementId);
      if (statement.state !== 'open') throw domainErrorOf(invoiceErrors.onlyOpenPaid);
      return [
        {
          type: 'CreditStatementPaid',
          data: {
            accountId,
            statementId,
            paidAt: command.at,
            balanceChange: -statement.amountDue,
            endingBalance: state.balance - statement.amountDue,
          },
        },
      ];
    }
    case 'VoidCreditStatement': {
      const statement = statementOf(state, statementId);
      if (statement.state === 'paid') throw domainErrorOf(invoiceErrors.paidNotVoided);
      if (statement.state === 'void') throw domainErrorOf(invoiceErrors.alreadyVoid);
      const balanceChange = statement.state === 'open' ? -statement.amountDue : 0;
      return [
        {
          type: 'CreditStatementVoided',
          data: {
            accountId,
            statementId,
            voidedAt: command.at,
            balanceChange,
            endingBalance: state.balance + balanceChange,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const creditLedgerDecider: Decider<CreditLedgerState, CreditLedgerCommand, CreditEvent> = {
  initialState: () => ({ statements: {}, balance: 0 }),
  evolve: evolveCreditLedger,
  decide: decideCreditLedger,
};
