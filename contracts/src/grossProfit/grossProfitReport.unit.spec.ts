import { describe, expect, it } from 'vitest';
import { type GrossProfitEntry, grossProfitPercent, grossProfitReport } from './grossProfitReport';

const dayOf = (date: string, salesPence: number | null, forecastPence: number | null, misc = 0): GrossProfitEntry => ({
  kind: 'day',
  date,
  salesPence,
  forecastPence,
  miscCosts: misc ? [{ costId: `c-${date}`, text: 'Cleaner', amountPence: misc }] : [],
});
const purchase = (date: string, supplierId: string, amountPence: number, deleted = false): GrossProfitEntry => ({
  kind: 'purchase',
  date,
  supplierId,
  supplierTitle: supplierId.toUpperCase(),
  amountPence,
  deleted,
});

describe('gross profit report', () => {
  it('is (sales − purchases − misc) ÷ sales × 100 to one decimal, and nothing without sales', () => {
    expect(grossProfitPercent(100_000, 30_000, 2_500)).toBe(67.5);
    expect(grossProfitPercent(30_000, 10_000, 0)).toBe(66.7);
    expect(grossProfitPercent(10_000, 20_000, 0)).toBe(-100);
    expect(grossProfitPercent(0, 20_000, 0)).toBeNull();
  });

  it('lists every day of the range oldest first, with purchases per supplier (most first, ties by name) and the totals', () => {
    const report = grossProfitReport('2026-11-21', '2026-11-23', [
      dayOf('2026-11-21', 50_000, 60_000, 1_000),
      dayOf('2026-11-23', 100_000, null),
      purchase('2026-11-23', 'brakes', 10_000),
      purchase('2026-11-23', 'bidfood', 15_000),
      purchase('2026-11-23', 'brakes', 5_000),
      purchase('2026-11-23', 'brakes', 99_999, true),
      purchase('2026-11-24', 'brakes', 99_999),
    ]);
    expect(report.days.map((day) => [day.date, day.day])).toEqual([
      ['2026-11-21', 'Saturday'],
      ['2026-11-22', 'Sunday'],
      ['2026-11-23', 'Monday'],
    ]);
    expect(report.days[0]).toMatchObject({ miscCostPence: 1_000, variancePence: -10_000, grossProfitPercent: 98 });
    expect(report.days[1]).toMatchObject({
      salesPence: null,
      purchases: [],
      grossProfitPercent: null,
      variancePence: null,
    });
    expect(report.days[2]?.purchases).toEqual([
      { supplierId: 'bidfood', supplierTitle: 'BIDFOOD', amountPence: 15_000, orders: 1 },
      { supplierId: 'brakes', supplierTitle: 'BRAKES', amountPence: 15_000, orders: 2 },
    ]);
    expect(report.totals).toEqual({
      salesPence: 150_000,
      purchasesPence: 30_000,
      miscCostPence: 1_000,
      forecastPence: 60_000,
      grossProfitPence: 119_000,
      grossProfitPercent: 79.3,
    });
  });
});
