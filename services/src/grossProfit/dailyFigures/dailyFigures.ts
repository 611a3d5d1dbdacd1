import type { BusinessDate, GrossProfitEvent, Plan } from '@oms/contracts';
import { businessDateOf, grossProfitErrors, planHasFeature } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** A venue's daily figures as the rules need them: each day's sales and forecast. */
export interface DailyFiguresState {
  salesByDate: Readonly<Record<BusinessDate, number>>;
  forecastByDate: Readonly<Record<BusinessDate, number>>;
  costIds: readonly string[];
}

/** Every entry carries the venue's plan (spec 02 §2.10: Free sees the limit modal) and the time it is made. */
interface Entry {
  venueId: string;
  date: BusinessDate;
  plan: Plan;
  now: string;
}

export type DailyFiguresCommand =
  | ({ type: 'RecordDailySales'; salesPence: number } & Entry)
  | ({ type: 'DeleteDailySales' } & Omit<Entry, 'plan'>)
  | ({ type: 'RecordMiscCost'; costId: string; text: string; amountPence: number } & Entry)
  | ({ type: 'SetSalesForecast'; forecastPence: number } & Entry);

export function evolveDailyFigures(state: DailyFiguresState, event: GrossProfitEvent): DailyFiguresState {
  switch (event.type) {
    case 'DailySalesRecorded':
      return { ...state, salesByDate: { ...state.salesByDate, [event.data.date]: event.data.salesPence } };
    case 'DailySalesDeleted': {
      const { [event.data.date]: _deleted, ...salesByDate } = state.salesByDate;
      return { ...state, salesByDate };
    }
    case 'SalesForecastSet':
      return { ...state, forecastByDate: { ...state.forecastByDate, [event.data.date]: event.data.forecastPence } };
    case 'MiscCostRecorded':
      return { ...state, costIds: [...state.costIds, event.data.costId] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Spec 02 §5: figures are for days that have happened; today counts. */
function assertNotFuture(date: BusinessDate, now: string) {
  if (date > businessDateOf(now)) throw domainErrorOf(grossProfitErrors.futureDate);
}

function assertEntriesAllowed(plan: Plan) {
  if (!planHasFeature(plan, 'Gross_Profit_Entries')) throw domainErrorOf(grossProfitErrors.planFeature);
}

export function decideDailyFigures(command: DailyFiguresCommand, state: DailyFiguresState): GrossProfitEvent[] {
  const { venueId, date } = command;
  switch (command.type) {
    case 'RecordDailySales':
      assertEntriesAllowed(command.plan);
      assertNotFuture(date, command.now);
      // The same figure again (a double submit) changes nothing.
      if (state.salesByDate[date] === command.salesPence) return [];
      return [{ type: 'DailySalesRecorded', data: { venueId, date, salesPence: command.salesPence } }];
    case 'DeleteDailySales':
      if (state.salesByDate[date] === undefined) throw domainErrorOf(grossProfitErrors.noSalesData);
      return [{ type: 'DailySalesDeleted', data: { venueId, date } }];
    case 'RecordMiscCost':
      assertEntriesAllowed(command.plan);
      assertNotFuture(date, command.now);
      if (state.costIds.includes(command.costId)) return [];
      return [
        {
          type: 'MiscCostRecorded',
          data: { venueId, date, costId: command.costId, text: command.text, amountPence: command.amountPence },
        },
      ];
    case 'SetSalesForecast':
      assertEntriesAllowed(command.plan);
      assertNotFuture(date, command.now);
      if (state.forecastByDate[date] === command.forecastPence) return [];
      return [{ type: 'SalesForecastSet', data: { venueId, date, forecastPence: command.forecastPence } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const dailyFiguresDecider: Decider<DailyFiguresState, DailyFiguresCommand, GrossProfitEvent> = {
  initialState: () => ({ salesByDate: {}, forecastByDate: {}, costIds: [] }),
  evolve: evolveDailyFigures,
  decide: decideDailyFigures,
};
