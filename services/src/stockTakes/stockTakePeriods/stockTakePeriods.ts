import { overlaps, type StockTakePeriod, type StockTakePeriodEvent, stockTakeErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** The periods of the venue's stock takes that are not deleted, by stock take. */
export type StockTakePeriodsState = ReadonlyMap<string, StockTakePeriod>;

export type StockTakePeriodsCommand =
  | ({ type: 'ClaimStockTakePeriod'; venueId: string } & StockTakePeriod)
  | { type: 'ReleaseStockTakePeriod'; venueId: string; stockTakeId: string };

export function evolveStockTakePeriods(state: StockTakePeriodsState, event: StockTakePeriodEvent) {
  const next = new Map(state);
  switch (event.type) {
    case 'StockTakePeriodClaimed': {
      const { stockTakeId, fromPeriod, toPeriod } = event.data;
      next.set(stockTakeId, { stockTakeId, fromPeriod, toPeriod });
      return next;
    }
    case 'StockTakePeriodReleased':
      next.delete(event.data.stockTakeId);
      return next;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideStockTakePeriods(
  command: StockTakePeriodsCommand,
  state: StockTakePeriodsState,
): StockTakePeriodEvent[] {
  const { venueId, stockTakeId } = command;
  switch (command.type) {
    case 'ClaimStockTakePeriod': {
      if (state.has(stockTakeId)) return [];
      if ([...state.values()].some((other) => overlaps(command, other))) {
        throw domainErrorOf(stockTakeErrors.periodOverlaps);
      }
      const { fromPeriod, toPeriod } = command;
      return [{ type: 'StockTakePeriodClaimed', data: { stockTakeId, venueId, fromPeriod, toPeriod } }];
    }
    case 'ReleaseStockTakePeriod':
      // Stock takes created before periods were claimed have nothing to give back.
      return state.has(stockTakeId) ? [{ type: 'StockTakePeriodReleased', data: { stockTakeId, venueId } }] : [];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const stockTakePeriodsDecider: Decider<StockTakePeriodsState, StockTakePeriodsCommand, StockTakePeriodEvent> = {
  initialState: () => new Map(),
  evolve: evolveStockTakePeriods,
  decide: decideStockTakePeriods,
};
