import { addBusinessDays, type BusinessDate, businessDateOf, weekdayOf } from '@oms/contracts';
import { recordDailyEntry } from '../grossProfit/grossProfitService';
import { systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';

const DAYS = 90;
const venueId = 'ven-crown-anchor';

/** A pub's takings by weekday in pence: quiet early in the week, busiest on Friday and Saturday. */
const usualSales: Record<string, number> = {
  Monday: 360_000,
  Tuesday: 380_000,
  Wednesday: 420_000,
  Thursday: 500_000,
  Friday: 780_000,
  Saturday: 910_000,
  Sunday: 650_000,
};

const miscCosts = [
  { text: 'Window cleaner', amountPence: 4_500 },
  { text: 'Fresh flowers', amountPence: 2_800 },
  { text: 'Pest control visit', amountPence: 6_000 },
  { text: 'Glass washer repair', amountPence: 12_500 },
  { text: 'Linen hire', amountPence: 3_850 },
  { text: 'Ice delivery', amountPence: 1_900 },
];

/** The same figures on every seed: a small linear congruential sequence, not Math.random. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The Crown & Anchor's gross profit screen: 90 days of sales (today's not yet entered), a forecast for
 * every day, and a misc cost on about one day in three, each entered the evening of its day.
 */
export async function seedDemoGrossProfit(platform: Platform, now: Date) {
  const random = sequence(90);
  // 200-odd entries on one stream: the last one's wait (below) covers them all.
  const batch = { waitForReadModels: false };
  const today = businessDateOf(now);
  for (let back = DAYS; back >= 1; back -= 1) {
    const date: BusinessDate = addBusinessDays(today, -back);
    const usual = usualSales[weekdayOf(date)] ?? 450_000;
    const context = {
      ...systemContext(new Date(`${date}T21:30:00.000Z`)),
      actorAccountId: 'demo-venue-manager',
      actorRole: 'venueUser' as const,
    };
    const forecastPence = Math.round((usual * (0.95 + random() * 0.1)) / 1000) * 1000;
    await recordDailyEntry(platform, venueId, { type: 'SetSalesForecast', date, forecastPence }, context, batch);
    const salesPence = Math.round(usual * (0.82 + random() * 0.36));
    await recordDailyEntry(platform, venueId, { type: 'RecordDailySales', date, salesPence }, context, batch);
    if (random() < 0.35) {
      const cost = miscCosts[Math.floor(random() * miscCosts.length)] ?? miscCosts[0];
      if (cost) await recordDailyEntry(platform, venueId, { type: 'RecordMiscCost', date, ...cost }, context, batch);
    }
  }
  // Today's forecast is set in the morning; its sales come at close.
  const forecastToday = usualSales[weekdayOf(today)] ?? 450_000;
  await recordDailyEntry(
    platform,
    venueId,
    { type: 'SetSalesForecast', date: today, forecastPence: forecastToday },
    { ...systemContext(now), actorAccountId: 'demo-venue-manager', actorRole: 'venueUser' },
  );
}
