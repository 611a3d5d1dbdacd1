import type { BusinessDate, GrossProfitEvent, Plan } from '@oms/contracts';
import { businessDateOf, grossProfitErrors, planHasFeature } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** A venue's daily figures as the rules need them: each day's sales and forecast, and the misc costs standing. */
export interface DailyFiguresState {
  salesByDate: Readonly<Record<BusinessDate, number>>;
  forecastByDate: Readonly<Record<BusinessDate, number>>;
  /** Every cost id ever recorded (a retried entry is recognised even after a delete). */
  costIds: readonly string[];
  costs: Readonly<Record<string, { date: BusinessDate; text: string; amountPence: number }>>;
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
  | ({ type: 'SetSalesForecast'; forecastPence: number } & Entry)
  | {
      type: 'ChangeMiscCost';
      venueId: string;
      costId: string;
      text: string;
      amountPence: number;
      plan: Plan;
      now: string;
    }
  | { type: 'DeleteMiscCost'; venueId: string; costId: string; now: string };

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
    case 'MiscCostChanged': {
      const { costId, date, text, amountPence } = event.data;
      return {
        ...state,
        costIds: state.costIds.includes(costId) ? state.costIds : [...state.costIds, costId],
        costs: { ...state.costs, [costId]: { date, text, amountPence } },
      };
    }
    case 'MiscCostDeleted': {
      const { [event.data.costId]: _deleted, ...costs } = state.costs;
      return { ...state, costs };
    }
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

function standingCost(state: DailyFiguresState, costId: string) {
  const cost = state.costs[costId];
  if (!cost) throw domainErrorOf(grossProfitErrors.noMiscCost);
  return cost;
}

export function decideDailyFigures(command: DailyFiguresCommand, state: DailyFiguresState): GrossProfitEvent[] {
  const { venueId } = command;
  switch (command.type) {
    case 'ChangeMiscCost': {
      assertEntriesAllowed(command.plan);
      const { costId, text, amountPence } = command;
      const cost = standingCost(state, costId);
      if (cost.text === text && cost.amountPence === amountPence) return [];
      return [{ type: 'MiscCostChanged', data: { venueId, date: cost.date, costId, text, amountPence } }];
    }
    case 'DeleteMiscCost': {
      const cost = standingCost(state, command.costId);
      return [{ type: 'MiscCostDeleted', data: { venueId, date: cost.date, costId: command.costId } }];
    }
    default:
      return decideDayEntry(command, state);
  }
}

function decideDayEntry(
  command: Exclude<DailyFiguresCommand, { type: 'ChangeMiscCost' | 'DeleteMiscCost' }>,
  state: DailyFiguresState,
): GrossProfitEvent[] {
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
      // A forecast is what a venue expects of days to come: future days are what it is for.
      assertEntriesAllowed(command.plan);
      if (state.forecastByDate[date] === command.forecastPence) return [];
      return [{ type: 'SalesForecastSet', data: { venueId, date, forecastPence: command.forecastPence } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const dailyFiguresDecider: Decider<DailyFiguresState, DailyFiguresCommand, GrossProfitEvent> = {
  initialState: () => ({ salesByDate: {}, forecastByDate: {}, costIds: [], costs: {} }),
  evolve: evolveDailyFigures,
  decide: decideDailyFigures,
};
