import { createHash } from 'node:crypto';
import {
  addBusinessDays,
  type BusinessDate,
  businessDateOf,
  GROSS_PROFIT_MAX_RANGE_DAYS,
  grossProfitErrors,
  grossProfitReport,
  grossProfitStreamId,
} from '@oms/contracts';
import { grossProfitEntries } from '@oms/projections';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { newId } from '../platform/eventStore/newId';
import type { Platform } from '../platform/platform';
import { currentPlanOf } from '../subscriptions/planUsage';
import { type DailyFiguresCommand, dailyFiguresDecider } from './dailyFigures/dailyFigures';

type EntryOf<T extends DailyFiguresCommand['type']> = Omit<
  Extract<DailyFiguresCommand, { type: T }>,
  'venueId' | 'plan' | 'now'
>;

/** Runs one entry on the venue's stream and waits until the screen's read model has it. */
/** `waitForReadModels: false` leaves the wait to the caller: a batch (the demo seed) waits once, at its end. */
export interface EntryOptions {
  waitForReadModels?: boolean;
}

async function runDailyFigures(
  platform: Platform,
  command: DailyFiguresCommand,
  context: CommandContext,
  options: EntryOptions = {},
) {
  const outcome = await handleCommand(
    platform.eventStore,
    grossProfitStreamId(command.venueId),
    dailyFiguresDecider,
    command,
    context,
  );
  if (options.waitForReadModels ?? true) await platform.runner.waitFor(outcome.position);
  return outcome;
}

export async function recordDailyEntry(
  platform: Platform,
  venueId: string,
  entry: EntryOf<'RecordDailySales'> | EntryOf<'SetSalesForecast'> | Omit<EntryOf<'RecordMiscCost'>, 'costId'>,
  context: CommandContext,
  options: EntryOptions = {},
) {
  const plan = await currentPlanOf(platform, venueId);
  const now = context.now.toISOString();
  if (entry.type === 'RecordMiscCost') {
    // A retried submit with its Idempotency-Key lands on the same cost.
    const costId = context.idempotencyKey
      ? `mc-${createHash('sha256').update(`${venueId}\n${context.idempotencyKey}`).digest('hex').slice(0, 24)}`
      : `mc-${newId()}`;
    return runDailyFigures(platform, { ...entry, costId, venueId, plan, now }, context, options);
  }
  return runDailyFigures(platform, { ...entry, venueId, plan, now }, context, options);
}

export async function changeMiscCost(
  platform: Platform,
  venueId: string,
  change: { costId: string; text: string; amountPence: number },
  context: CommandContext,
) {
  const plan = await currentPlanOf(platform, venueId);
  return runDailyFigures(
    platform,
    { type: 'ChangeMiscCost', ...change, venueId, plan, now: context.now.toISOString() },
    context,
  );
}

export const deleteMiscCost = (platform: Platform, venueId: string, costId: string, context: CommandContext) =>
  runDailyFigures(platform, { type: 'DeleteMiscCost', venueId, costId, now: context.now.toISOString() }, context);

export const deleteDailySales = (platform: Platform, venueId: string, date: BusinessDate, context: CommandContext) =>
  runDailyFigures(platform, { type: 'DeleteDailySales', venueId, date, now: context.now.toISOString() }, context);

/** Spec 02 §5: a range runs forwards, never past today, and no longer than a year. */
export function assertRange(from: BusinessDate, to: BusinessDate, now: Date) {
  if (to > businessDateOf(now)) throw domainErrorOf(grossProfitErrors.futureDate);
  if (from > to) throw domainErrorOf(grossProfitErrors.rangeReversed);
  if (addBusinessDays(from, GROSS_PROFIT_MAX_RANGE_DAYS - 1) < to) throw domainErrorOf(grossProfitErrors.rangeTooLong);
}

export async function grossProfitOf(platform: Platform, venueId: string, from: BusinessDate, to: BusinessDate) {
  assertRange(from, to, platform.clock());
  return grossProfitReport(from, to, await grossProfitEntries(platform.readStore, venueId, from, to));
}
