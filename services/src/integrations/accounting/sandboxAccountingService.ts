import { randomBytes } from 'node:crypto';
import type { AccountingOrganisation, XeroBill } from '@oms/contracts';
import { isVatOnIncome } from '@oms/contracts';
import {
  AccountingRejection,
  type AccountingService,
  type AccountingTokens,
  type AuthorisedConnection,
  type CreateBillInput,
} from './accountingService';
import { loadSandboxState, saveSandboxState } from './sandboxAccountingState';
import type { SandboxBill } from './sandboxBill';

/** Access tokens last half an hour, as Xero's do; the server refreshes them. */
const ACCESS_TOKEN_MS = 30 * 60 * 1000;
/** Kept per process and bounded, like the sandbox payment provider. */
const MAX_BILLS = 10_000;

const chartOfAccounts = (prefix: string) => [
  { accountId: `${prefix}-300`, code: '300', name: 'Purchases', taxType: 'INPUT2' },
  { accountId: `${prefix}-310`, code: '310', name: 'Cost of Goods Sold', taxType: 'INPUT2' },
  { accountId: `${prefix}-320`, code: '320', name: 'Food Costs (zero rated)', taxType: 'ZERORATEDINPUT' },
  { accountId: `${prefix}-200`, code: '200', name: 'Sales', taxType: 'OUTPUT2' },
  { accountId: `${prefix}-260`, code: '260', name: 'Other Revenue', taxType: 'OUTPUT2' },
];

/** The sandbox's two organisations, with a contact for each of the given suppliers. */
export function sandboxOrganisations(supplierNames: readonly string[]): AccountingOrganisation[] {
  const contacts = (prefix: string) =>
    supplierNames.map((name, index) => ({ contactId: `${prefix}-contact-${index + 1}`, name }));
  return [
    {
      organisationId: 'sandbox-org-trading',
      name: 'Sandbox Trading Ltd',
      accounts: chartOfAccounts('trd'),
      contacts: contacts('trd'),
    },
    {
      organisationId: 'sandbox-org-holdings',
      name: 'Sandbox Holdings Ltd',
      accounts: chartOfAccounts('hld'),
      contacts: contacts('hld'),
    },
  ];
}

export type SandboxAccountingService = AccountingService & {
  bills(organisationId?: string): SandboxBill[];
  organisations(): Promise<AccountingOrganisation[]>;
};

const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;

/**
 * The demo's accounting service: a real implementation with local effects. It has its own consent
 * page (`consentPath`), two organisations with a chart of accounts (two accounts are VAT on Income,
 * OUTPUT2), a contact per supplier, and a ledger of every bill it accepted, checked the way Xero
 * checks one. A bill is made once per idempotency key, so a retried send never makes two.
 */
export function createSandboxAccountingService(options: {
  supplierNames: () => readonly string[] | Promise<readonly string[]>;
  consentPath: string;
  clock?: () => Date;
  /** Where the sandbox keeps its tokens and ledger between runs (the data folder), as Xero would keep them. */
  file?: string;
  /**
   * How long the sandbox takes to answer once it has made a bill: rehearses an answer that is slow or
   * never arrives (the app stopped mid-call), after which the send's retry must not make a second bill.
   */
  answerDelayMs?: number;
}): SandboxAccountingService {
  const clock = options.clock ?? (() => new Date());
  const codes = new Map<string, true>();
  const kept = loadSandboxState(options.file);
  const accessTokens = new Map<string, number>(kept.accessTokens);
  const refreshTokens = new Set<string>(kept.refreshTokens);
  const ledger = new Map<string, SandboxBill>(kept.ledger.map((bill) => [bill.idempotencyKey, bill]));
  const organisations = async () => sandboxOrganisations(await options.supplierNames());
  const save = () =>
    saveSandboxState(options.file, {
      accessTokens: [...accessTokens],
      refreshTokens: [...refreshTokens],
      ledger: [...ledger.values()],
    });

  function issue(): AccountingTokens {
    const accessToken = token('access');
    const refreshToken = token('refresh');
    const expires = clock().getTime() + ACCESS_TOKEN_MS;
    for (const [stale, until] of accessTokens) if (until <= clock().getTime()) accessTokens.delete(stale);
    accessTokens.set(accessToken, expires);
    refreshTokens.add(refreshToken);
    save();
    return { accessToken, refreshToken, accessExpiresAt: new Date(expires).toISOString() };
  }

  function check(bill: XeroBill, organisation: AccountingOrganisation) {
    if (!organisation.contacts.some((contact) => contact.contactId === bill.Contact.ContactID)) {
      throw new AccountingRejection('Contact not found in this organisation');
    }
    for (const line of bill.LineItems) {
      const account = organisation.accounts.find((candidate) => candidate.code === line.AccountCode);
      if (!account)
        throw new AccountingRejection(`Account code '${line.AccountCode}' is not a valid code for this document.`);
      if (isVatOnIncome(account) && line.TaxType !== '') {
        throw new AccountingRejection(
          `The TaxType code '${line.TaxType}' cannot be used with account code '${line.AccountCode}'.`,
        );
      }
    }
    if (bill.DueDate < bill.Date) throw new AccountingRejection('Due Date must not be earlier than the Date');
  }

  return {
    provider: 'sandbox',
    authorisationUrl(state) {
      const code = token('code');
      codes.set(code, true);
      return `${options.consentPath}?${new URLSearchParams({ code, state })}`;
    },
    async completeAuthorisation(code): Promise<AuthorisedConnection> {
      if (!codes.delete(code)) throw new AccountingRejection('This consent has expired, please connect again');
      return { tokens: issue(), organisations: await organisations() };
    },
    async refresh(tokens) {
      if (!refreshTokens.delete(tokens.refreshToken)) throw new AccountingRejection('invalid_grant');
      accessTokens.delete(tokens.accessToken);
      return issue();
    },
    async createBill(input: CreateBillInput) {
      const expires = accessTokens.get(input.tokens.accessToken);
      if (expires === undefined || expires <= clock().getTime()) throw new AccountingRejection('Unauthorized');
      const known = ledger.get(input.idempotencyKey);
      if (known) return { billId: known.billId };
      const organisation = (await organisations()).find(
        (candidate) => candidate.organisationId === input.organisationId,
      );
      if (!organisation) throw new AccountingRejection('Organisation not found');
      check(input.bill, organisation);
      const billId = `sandbox-bill-${randomBytes(8).toString('hex')}`;
      ledger.set(input.idempotencyKey, {
        billId,
        organisationId: organisation.organisationId,
        idempotencyKey: input.idempotencyKey,
        bill: input.bill,
        fileName: input.file?.name ?? null,
        receivedAt: clock().toISOString(),
      });
      if (ledger.size > MAX_BILLS) {
        const oldest = ledger.keys().next().value;
        if (oldest !== undefined) ledger.delete(oldest);
      }
      save();
      if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
      return { billId };
    },
    bills(organisationId) {
      return [...ledger.values()].filter((bill) => !organisationId || bill.organisationId === organisationId);
    },
    organisations,
  };
}
