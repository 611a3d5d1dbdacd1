import type { CreditReport } from '@oms/contracts';
import { type ReadStore, readModels } from '@oms/projections';

/**
 * Finance's credit report over the given read models (today's, or replayed to an "as of" moment):
 * every account with credit terms, approvals or a ledger, what it owes and what it may still spend.
 */
export async function creditReportOf(readStore: ReadStore): Promise<Omit<CreditReport, 'asOf'>> {
  const ledgerAccounts = [
    ...new Set(
      (await readModels.creditTransactions.in(readStore).find({}, { projection: { accountId: 1 } })).map(
        (transaction) => transaction.accountId,
      ),
    ),
  ];
  const accounts = await readModels.accounts.in(readStore).find(
    {
      $or: [{ creditLimit: { $gt: 0 } }, { 'creditApproved.0': { $exists: true } }, { _id: { $in: ledgerAccounts } }],
    },
    { sort: { name: 1, _id: 1 } },
  );
  const venueIds = [...new Set(accounts.flatMap((account) => account.venueIds))];
  const supplierIds = [...new Set(accounts.flatMap((account) => account.creditApproved ?? []))];
  const [venues, suppliers] = await Promise.all([
    venueIds.length ? readModels.venues.in(readStore).find({ _id: { $in: venueIds } }) : [],
    supplierIds.length ? readModels.suppliers.in(readStore).find({ _id: { $in: supplierIds } }) : [],
  ]);
  const venueTitle = new Map(venues.map((venue) => [venue._id, venue.title]));
  const supplierTitle = new Map(suppliers.map((supplier) => [supplier._id, supplier.title]));
  const rows = await Promise.all(
    accounts.map(async (account) => {
      const [latest] = await readModels.creditTransactions
        .in(readStore)
        .find({ accountId: account.accountId }, { sort: { sequence: -1 }, limit: 1 });
      const outstanding = latest?.endingBalance ?? 0;
      return {
        accountId: account.accountId,
        name: account.name,
        email: account.email,
        venues: account.venueIds.map((venueId) => venueTitle.get(venueId) ?? venueId),
        creditLimit: account.creditLimit,
        creditDays: account.creditDays,
        approvals: (account.creditApproved ?? []).map((supplierId) => ({
          supplierId,
          title: supplierTitle.get(supplierId) ?? supplierId,
        })),
        outstanding,
        availableCredit: Math.max(account.creditLimit - outstanding, 0),
      };
    }),
  );
  return { accounts: rows, totalOutstanding: rows.reduce((total, row) => total + row.outstanding, 0) };
}
