import { accountStreamId, addBusinessDays, type BusinessDate, businessDateOf, creditStreamId } from '@oms/contracts';
import { readModels, venueStatements } from '@oms/projections';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { accountDecider } from '../identity/account/account';
import { accountIdForEmail } from '../identity/account/accountId';
import {
  type CreditLedgerCommand,
  creditLedgerDecider,
  type IssueCreditStatement,
} from '../invoices/credit/creditLedger';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { notAfter } from './notAfter';

const demoCreditTerms = { creditLimit: 15_000_000, creditDays: 30 };

const monthStart = (date: BusinessDate, monthsBack: number) =>
  format(startOfMonth(subMonths(parseISO(date), monthsBack)), 'yyyy-MM-dd');
const at = (date: BusinessDate, hour = 9) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The demo venue manager buys on credit: £150,000 over 30 days, with monthly statements for what the
 * venues ordered, one in every state the credit page shows (paid, void, overdue, open); this
 * month's is still a draft, which the page hides.
 */
export async function seedDemoCredit(platform: Platform, now: Date): Promise<void> {
  const accountId = accountIdForEmail('venue@oms.test');
  const context = { ...systemContext(now), actorAccountId: 'demo-oms-admin', actorRole: 'admin' as const };
  await handleCommand(
    platform.eventStore,
    accountStreamId(accountId),
    accountDecider,
    { type: 'SetCreditTerms', ...demoCreditTerms },
    context,
  );
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);

  const today = businessDateOf(now);
  const venues = await readModels.venues
    .in(platform.readStore)
    .find({ _id: { $in: ['ven-crown-anchor', 'ven-harbour-kitchen'] } });
  const orderedBetween = async (start: BusinessDate, end: BusinessDate) => {
    let total = 0;
    for (const venue of venues) total += (await venueStatements(platform.readStore, venue, start, end)).total;
    // Months before the demo's order history still had purchases.
    return total > 0 ? total : 184_250;
  };
  const month = async (monthsBack: number) => {
    const periodStart = monthStart(today, monthsBack);
    const periodEnd = monthsBack === 0 ? today : addBusinessDays(monthStart(today, monthsBack - 1), -1);
    return { periodStart, periodEnd, amountDue: await orderedBetween(periodStart, periodEnd) };
  };
  const issue = async (statementId: string, monthsBack: number, options: { suffix?: string; extra?: number } = {}) => {
    const period = await month(monthsBack);
    const issuedOn = addBusinessDays(period.periodEnd, 1);
    const command: IssueCreditStatement = {
      type: 'IssueCreditStatement',
      accountId,
      statementId,
      number: `CR-${period.periodStart.slice(0, 7).replace('-', '')}${options.suffix ?? ''}`,
      ...period,
      amountDue: period.amountDue + (options.extra ?? 0),
      at: monthsBack === 0 ? now.toISOString() : at(issuedOn, 8),
    };
    return { command, issuedOn };
  };
  const finalize = (statementId: string, day: BusinessDate): CreditLedgerCommand => ({
    type: 'FinalizeCreditStatement',
    accountId,
    statementId,
    creditDays: demoCreditTerms.creditDays,
    at: at(day),
  });
  const settle = (type: 'MarkCreditStatementPaid' | 'VoidCreditStatement', statementId: string, day: BusinessDate) =>
    ({ type, accountId, statementId, at: at(day, 14) }) as CreditLedgerCommand;

  const fourBack = await issue('demo-credit-4', 4);
  const threeBackWrong = await issue('demo-credit-3a', 3, { extra: 12_500 });
  const threeBack = await issue('demo-credit-3', 3, { suffix: '-2' });
  const twoBack = await issue('demo-credit-2', 2);
  const lastMonth = await issue('demo-credit-1', 1);
  const thisMonth = await issue('demo-credit-0', 0);
  const commands: CreditLedgerCommand[] = [
    fourBack.command,
    finalize('demo-credit-4', fourBack.issuedOn),
    settle('MarkCreditStatementPaid', 'demo-credit-4', addBusinessDays(fourBack.issuedOn, 24)),
    // Issued with a wrong amount and voided; the corrected statement was never paid: overdue.
    threeBackWrong.command,
    finalize('demo-credit-3a', threeBackWrong.issuedOn),
    settle('VoidCreditStatement', 'demo-credit-3a', addBusinessDays(threeBackWrong.issuedOn, 2)),
    { ...threeBack.command, at: at(addBusinessDays(threeBack.issuedOn, 2), 15) },
    finalize('demo-credit-3', addBusinessDays(threeBack.issuedOn, 3)),
    twoBack.command,
    finalize('demo-credit-2', twoBack.issuedOn),
    settle('MarkCreditStatementPaid', 'demo-credit-2', addBusinessDays(twoBack.issuedOn, 29)),
    // Due 30 days after the first of this month: still open whatever today is.
    lastMonth.command,
    finalize('demo-credit-1', lastMonth.issuedOn),
    thisMonth.command,
  ];
  for (const planned of commands) {
    // Early on the first of a month last month's statement is issued and finalised just now.
    const recordedAt = notAfter(new Date(planned.at), now);
    const command = { ...planned, at: recordedAt.toISOString() };
    await handleCommand(platform.eventStore, creditStreamId(accountId), creditLedgerDecider, command, {
      ...context,
      now: recordedAt,
    });
  }
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
}
