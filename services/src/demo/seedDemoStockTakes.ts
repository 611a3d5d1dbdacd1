import { createHash } from 'node:crypto';
import { addBusinessDays, businessDateOf, isWeighed, type StockTakeLineChange } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { createStockTake, saveStockTake, setStockTakeLocked } from '../stockTakes/stockTakeService';
import { countedSheet } from '../stockTakes/stockTakeSheetView';
import { notAfter } from './notAfter';

const venueId = 'ven-crown-anchor';

/** A stable fraction per stock take and line, so every demo start counts the same way. */
const fractionOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest().readUInt32BE(0) / 0xffff_ffff;

const venueContext = (at: Date): CommandContext => ({
  ...systemContext(at),
  actorAccountId: 'demo-venue-manager',
  actorRole: 'venueUser',
  channel: 'dashboard',
});

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const round = (value: number, weighed: boolean) => (weighed ? Math.round(value * 100) / 100 : Math.round(value));

/**
 * Counts for one stock take: a share of what was there and arrived left on the shelf, a little
 * wasted, and a par level on the products that move most.
 */
async function count(platform: Platform, stockTakeId: string, at: Date, share: number, opening: readonly string[]) {
  const sheet = await countedSheet(platform, venueId, stockTakeId);
  const toUpdate: StockTakeLineChange[] = [];
  const toAdd = [];
  // The first count is the opening stock: what the venue keeps, whether or not it arrived that month.
  const onSheet = new Set(sheet.lines.map((line) => line.productId));
  for (const productId of opening) {
    if (onSheet.has(productId)) continue;
    toAdd.push({ productId, inStock: 1 + Math.floor(6 * fractionOf(stockTakeId, productId, 'opening')), wastage: 0 });
  }
  const lines = sheet.lines.filter((line) => fractionOf(stockTakeId, line.lineId, 'counted') < share);
  const busiest = new Set(
    [...sheet.lines]
      .sort((a, b) => b.received - a.received)
      .slice(0, 12)
      .map((line) => line.lineId),
  );
  for (const line of lines) {
    const weighed = isWeighed(line.UoM);
    const available = line.lastQuantity + line.received;
    const left = round(available * (0.1 + 0.35 * fractionOf(stockTakeId, line.lineId, 'left')), weighed);
    const wasted = round(available * 0.06 * fractionOf(stockTakeId, line.lineId, 'waste') ** 2, weighed);
    const parLevel = busiest.has(line.lineId) ? Math.max(2, Math.ceil(line.received / 3)) : null;
    const values = { inStock: left, wastage: Math.min(wasted, Math.max(0, available - left)), parLevel };
    if (line.onSheet) toUpdate.push({ lineId: line.lineId, ...values });
    else if (line.productId) toAdd.push({ productId: line.productId, ...values });
  }
  await saveStockTake(platform, venueId, stockTakeId, { toUpdate, toAdd }, venueContext(at));
}

/**
 * The products the venue ordered in its history, up to 60: the shelves an opening count finds. The
 * history may barely reach the first counted month (90 days back from late in a month), and a
 * first count of nothing would leave its reports empty.
 */
async function productsKept(platform: Platform, today: string): Promise<string[]> {
  const orders = await readModels.orderedLines
    .in(platform.readStore)
    .find({ venueId, orderedDate: { $lt: today } }, { sort: { orderedDate: 1 }, limit: 200 });
  const products = new Set(orders.flatMap((order) => order.lines.map((line) => line.productId)));
  return [...products].slice(0, 60);
}

/**
 * The Crown & Anchor (Pro) counts its stock monthly: three months locked, the current month
 * open and half counted. Each count follows the previous one, so previous quantities and usage
 * carry through.
 */
export async function seedDemoStockTakes(platform: Platform, now: Date) {
  const today = businessDateOf(now);
  const thisMonth = monthStart(today);
  const periods: { fromPeriod: string; toPeriod: string; locked: boolean }[] = [];
  let start = thisMonth;
  for (let month = 0; month < 3; month += 1) {
    const end = addBusinessDays(start, -1);
    start = monthStart(end);
    periods.unshift({ fromPeriod: start, toPeriod: end, locked: true });
  }
  // On the first of the month the open count covers today alone.
  const yesterday = addBusinessDays(today, -1);
  periods.push({ fromPeriod: thisMonth, toPeriod: yesterday >= thisMonth ? yesterday : today, locked: false });

  let prevStockTakeId: string | null = null;
  for (const period of periods) {
    // Counted the evening after the period, or earlier when that evening is still to come.
    const evening = Date.parse(`${addBusinessDays(period.toPeriod, period.locked ? 1 : 0)}T17:00:00Z`);
    const at = notAfter(new Date(evening), now);
    const context = { ...venueContext(at), idempotencyKey: `demo-stock-take-${period.fromPeriod}` };
    const created = await createStockTake(platform, venueId, { ...period, prevStockTakeId }, context);
    const opening = prevStockTakeId ? [] : await productsKept(platform, today);
    await count(platform, created.stockTakeId, at, period.locked ? 1 : 0.5, opening);
    if (period.locked) await setStockTakeLocked(platform, venueId, created.stockTakeId, true, venueContext(at));
    prevStockTakeId = created.stockTakeId;
  }
}
