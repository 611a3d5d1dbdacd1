import { type DayEntries, type GrossProfitEvent, grossProfitEventTypes } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type GrossProfitDayDocument = DayEntries & { _id: string; venueId: string; [key: string]: unknown };
export type GrossProfitDocument = GrossProfitDayDocument;

export const grossProfitDayId = (venueId: string, date: string) => `day:${venueId}:${date}`;

/**
 * A venue's own entries for a day: sales, forecast and misc costs. The day's purchases are not kept
 * here: each order's spend already stands in its receipt (`receipts`), which `grossProfitEntries`
 * reads beside these, so a second fold of every order's receipt would only double the read side.
 */
export const grossProfitProjection = defineProjection<GrossProfitDocument, GrossProfitEvent>({
  name: 'grossProfit',
  collection: 'grossProfit',
  handles: grossProfitEventTypes,
  indexes: [{ keys: { venueId: 1, date: 1 } }],
  // Purchase documents (one per order, with its receipt's fold) were dropped from this read model.
  version: 2,
  documentIds: (event) => [grossProfitDayId(event.data.venueId, event.data.date)],
  evolve: (document, event) => {
    const { venueId, date } = event.data;
    const day: GrossProfitDayDocument = document ?? {
      _id: grossProfitDayId(venueId, date),
      kind: 'day',
      venueId,
      date,
      salesPence: null,
      forecastPence: null,
      miscCosts: [],
    };
    switch (event.type) {
      case 'DailySalesRecorded':
        return { ...day, salesPence: event.data.salesPence };
      case 'DailySalesDeleted':
        return { ...day, salesPence: null };
      case 'SalesForecastSet':
        return { ...day, forecastPence: event.data.forecastPence };
      case 'MiscCostRecorded': {
        const { costId, text, amountPence } = event.data;
        return {
          ...day,
          miscCosts: [...day.miscCosts.filter((cost) => cost.costId !== costId), { costId, text, amountPence }],
        };
      }
      case 'MiscCostChanged': {
        const { costId, text, amountPence } = event.data;
        return {
          ...day,
          miscCosts: day.miscCosts.map((cost) => (cost.costId === costId ? { costId, text, amountPence } : cost)),
        };
      }
      case 'MiscCostDeleted':
        return { ...day, miscCosts: day.miscCosts.filter((cost) => cost.costId !== event.data.costId) };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
