import type { GrossProfitEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { dailyFiguresDecider } from './dailyFigures';

const spec = deciderSpecification(dailyFiguresDecider);
// Tuesday 24 November 2026, 10:00 in London.
const now = '2026-11-24T10:00:00.000Z';
const entry = { venueId: 'v1', date: '2026-11-23', plan: 'starter' as const, now };
const sales = (salesPence: number, date = '2026-11-23'): GrossProfitEvent => ({
  type: 'DailySalesRecorded',
  data: { venueId: 'v1', date, salesPence },
});
const deleted: GrossProfitEvent = { type: 'DailySalesDeleted', data: { venueId: 'v1', date: '2026-11-23' } };
const forecast = (forecastPence: number): GrossProfitEvent => ({
  type: 'SalesForecastSet',
  data: { venueId: 'v1', date: '2026-11-23', forecastPence },
});
const miscCost: GrossProfitEvent = {
  type: 'MiscCostRecorded',
  data: { venueId: 'v1', date: '2026-11-23', costId: 'c1', text: 'Window cleaner', amountPence: 4500 },
};
const recordMisc = {
  type: 'RecordMiscCost' as const,
  ...entry,
  costId: 'c1',
  text: 'Window cleaner',
  amountPence: 4500,
};

describe('daily figures decider', () => {
  it('records a day’s sales, replaces them with a new figure, and records nothing for the same figure again', () => {
    spec
      .given([])
      .when({ type: 'RecordDailySales', ...entry, salesPence: 120_000 })
      .then([sales(120_000)]);
    spec
      .given([sales(120_000)])
      .when({ type: 'RecordDailySales', ...entry, salesPence: 130_000 })
      .then([sales(130_000)]);
    spec
      .given([sales(120_000)])
      .when({ type: 'RecordDailySales', ...entry, salesPence: 120_000 })
      .then([]);
  });

  it('records today’s figures but refuses a future date with the spec’s words', () => {
    spec
      .given([])
      .when({ type: 'RecordDailySales', ...entry, date: '2026-11-24', salesPence: 1 })
      .then([sales(1, '2026-11-24')]);
    for (const command of [
      { type: 'RecordDailySales' as const, ...entry, date: '2026-11-25', salesPence: 1 },
      { ...recordMisc, date: '2026-11-25' },
    ]) {
      spec.given([]).when(command).thenThrows('FUTURE_DATE', 'Date ranges cannot include future dates');
    }
  });

  it('sets a forecast for a day to come', () => {
    spec
      .given([])
      .when({ type: 'SetSalesForecast', ...entry, date: '2026-12-01', forecastPence: 150_000 })
      .then([{ type: 'SalesForecastSet', data: { venueId: 'v1', date: '2026-12-01', forecastPence: 150_000 } }]);
  });

  it('changes a misc cost on its own day, and records nothing for the same values', () => {
    const change = { type: 'ChangeMiscCost' as const, venueId: 'v1', costId: 'c1', plan: 'starter' as const, now };
    spec
      .given([miscCost])
      .when({ ...change, text: 'Window cleaner (Nov)', amountPence: 4000 })
      .then([
        {
          type: 'MiscCostChanged',
          data: { venueId: 'v1', date: '2026-11-23', costId: 'c1', text: 'Window cleaner (Nov)', amountPence: 4000 },
        },
      ]);
    spec
      .given([miscCost])
      .when({ ...change, text: 'Window cleaner', amountPence: 4500 })
      .then([]);
    spec
      .given([])
      .when({ ...change, text: 'Mop', amountPence: 1 })
      .thenThrows('NO_MISC_COST', 'This misc cost no longer exists');
    spec
      .given([miscCost])
      .when({ ...change, plan: 'free', text: 'Mop', amountPence: 1 })
      .thenThrows('PLAN_FEATURE');
  });

  it('deletes a misc cost once; deleted, it cannot be changed, and its retried entry is not recorded again', () => {
    const removed: GrossProfitEvent = {
      type: 'MiscCostDeleted',
      data: { venueId: 'v1', date: '2026-11-23', costId: 'c1' },
    };
    spec.given([miscCost]).when({ type: 'DeleteMiscCost', venueId: 'v1', costId: 'c1', now }).then([removed]);
    spec
      .given([miscCost, removed])
      .when({ type: 'DeleteMiscCost', venueId: 'v1', costId: 'c1', now })
      .thenThrows('NO_MISC_COST');
    spec.given([miscCost, removed]).when(recordMisc).then([]);
  });

  it('deletes a day’s sales, and without a sales row says to enter them first', () => {
    spec
      .given([sales(120_000)])
      .when({ type: 'DeleteDailySales', venueId: 'v1', date: '2026-11-23', now })
      .then([deleted]);
    spec
      .given([])
      .when({ type: 'DeleteDailySales', venueId: 'v1', date: '2026-11-23', now })
      .thenThrows('NO_SALES_DATA', 'Please enter sales data first');
    spec
      .given([sales(120_000), deleted])
      .when({ type: 'DeleteDailySales', venueId: 'v1', date: '2026-11-23', now })
      .thenThrows('NO_SALES_DATA');
  });

  it('records each misc cost once, however often the same cost is submitted', () => {
    spec.given([]).when(recordMisc).then([miscCost]);
    spec.given([miscCost]).when(recordMisc).then([]);
    spec
      .given([miscCost])
      .when({ ...recordMisc, costId: 'c2' })
      .then([{ ...miscCost, data: { ...miscCost.data, costId: 'c2' } }]);
  });

  it('sets and replaces a forecast', () => {
    spec
      .given([])
      .when({ type: 'SetSalesForecast', ...entry, forecastPence: 90_000 })
      .then([forecast(90_000)]);
    spec
      .given([forecast(90_000)])
      .when({ type: 'SetSalesForecast', ...entry, forecastPence: 90_000 })
      .then([]);
    spec
      .given([forecast(90_000)])
      .when({ type: 'SetSalesForecast', ...entry, forecastPence: 95_000 })
      .then([forecast(95_000)]);
  });

  it('refuses every entry on the Free plan: gross profit entries start at Starter', () => {
    for (const command of [
      { type: 'RecordDailySales' as const, ...entry, plan: 'free' as const, salesPence: 1 },
      { ...recordMisc, plan: 'free' as const },
      { type: 'SetSalesForecast' as const, ...entry, plan: 'free' as const, forecastPence: 1 },
    ]) {
      spec.given([]).when(command).thenThrows('PLAN_FEATURE', 'This is a Starter feature.');
    }
  });
});
