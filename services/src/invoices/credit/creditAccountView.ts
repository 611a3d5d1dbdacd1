import {
  type BusinessDate,
  businessDateOf,
  type CreditAccountView,
  creditStatementLabel,
  creditStatementStatusOf,
} from '@oms/contracts';
import { type AccountDocument, readModels } from '@oms/projections';
import type { Platform } from '../../platform/platform';

/** How many balance changes the page lists; the balance itself is always the latest one's. */
const RECENT_TRANSACTIONS = 20;

const statements = (platform: Platform) => readModels.creditStatements.in(platform.readStore);
const transactions = (platform: Platform) => readModels.creditTransactions.in(platform.readStore);
export const accounts = (platform: Platform) => readModels.accounts.in(platform.readStore);

/** One account's credit as the credit page shows it: drafts hidden unless an admin asks. */
export async function creditAccountView(
  platform: Platform,
  account: AccountDocument,
  options: { today: BusinessDate; withDrafts: boolean },
): Promise<CreditAccountView> {
  const [all, recent] = await Promise.all([
    statements(platform).find({ accountId: account.accountId }, { sort: { periodEnd: -1, issuedAt: -1 } }),
    transactions(platform).find(
      { accountId: account.accountId },
      { sort: { sequence: -1 }, limit: RECENT_TRANSACTIONS },
    ),
  ]);
  const balance = recent[0]?.endingBalance ?? 0;
  const shown = all.flatMap((statement) => {
    const status = creditStatementStatusOf(statement, options.today);
    if (!status) return [];
    return [
      {
        statementId: statement.statementId,
        number: statement.number,
        periodStart: statement.periodStart,
        periodEnd: statement.periodEnd,
        amountDue: statement.amountDue,
        finalizedDate: statement.finalizedAt ? businessDateOf(statement.finalizedAt) : null,
        dueDate: statement.dueDate,
        status,
        label: creditStatementLabel(status, statement.paidAt),
        paidAt: statement.paidAt,
      },
    ];
  });
  return {
    accountId: account.accountId,
    name: account.name,
    email: account.email,
    creditLimit: account.creditLimit,
    creditDays: account.creditDays,
    balance,
    availableCredit: Math.max(account.creditLimit - balance, 0),
    statements: shown,
    transactions: recent.map(({ _id, statementId, kind, amount, endingBalance, at }) => ({
      transactionId: _id,
      statementId,
      kind,
      amount,
      endingBalance,
      at,
    })),
    ...(options.withDrafts
      ? {
          drafts: all
            .filter((statement) => statement.state === 'draft')
            .map(({ statementId, number, periodStart, periodEnd, amountDue }) => ({
              statementId,
              number,
              periodStart,
              periodEnd,
              amountDue,
            })),
        }
      : {}),
  };
}

const holdsRoles = (account: AccountDocument) =>
  account.roles.isAdmin || account.roles.isTfrAdmin || account.roles.supplierAdminOf !== null;

/**
 * Whose credit the venue's page shows: the venue accounts that hold it; for an admin, after them,
 * every other account with credit terms or statements (spec 01 §6).
 */
export async function creditAccountsFor(
  platform: Platform,
  venueId: string,
  allAccounts: boolean,
): Promise<AccountDocument[]> {
  const holders = (await accounts(platform).find({ venueIds: venueId }, { sort: { name: 1 } })).filter(
    (account) => !holdsRoles(account),
  );
  if (!allAccounts) return holders;
  const withStatements = [
    ...new Set(
      (await statements(platform).find({}, { projection: { accountId: 1 } })).map((statement) => statement.accountId),
    ),
  ];
  const candidates = await accounts(platform).find(
    { $or: [{ creditLimit: { $gt: 0 } }, { _id: { $in: withStatements } }] },
    { sort: { name: 1 } },
  );
  const others = candidates.filter(
    (account) => !holdsRoles(account) && !holders.some((holder) => holder.accountId === account.accountId),
  );
  return [...holders, ...others];
}
