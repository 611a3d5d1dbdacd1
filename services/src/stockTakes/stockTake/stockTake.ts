import {
  type ReceivedQuantity,
  type StockTakeEvent,
  type StockTakeLine,
  type StockTakeLineChange,
  stockTakeErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

interface CountedValues {
  productId: string | null;
  inStock: number;
  wastage: number;
  price: number;
  parLevel: number | null;
}

export type StockTakeState =
  | { status: 'none' }
  | { status: 'deleted'; venueId: string }
  | { status: 'open'; stockTakeId: string; venueId: string; locked: boolean; lines: Map<string, CountedValues> };

export type StockTakeCommand =
  | {
      type: 'CreateStockTake';
      stockTakeId: string;
      venueId: string;
      fromPeriod: string;
      toPeriod: string;
      prevStockTakeId: string | null;
      lines: StockTakeLine[];
      now: string;
    }
  /** Save changes: both lists in one command (spec 02 §7). */
  | { type: 'SaveCounts'; venueId: string; updated: StockTakeLineChange[]; added: StockTakeLine[] }
  | { type: 'LockStockTake'; venueId: string; received: ReceivedQuantity[]; added: StockTakeLine[]; now: string }
  | { type: 'UnlockStockTake'; venueId: string; now: string }
  | { type: 'DeleteStockTake'; venueId: string; now: string };

const valuesOf = (line: StockTakeLine): CountedValues => ({
  productId: line.productId,
  inStock: line.inStock,
  wastage: line.wastage,
  price: line.price,
  parLevel: line.parLevel,
});

function withLines(lines: Map<string, CountedValues>, added: readonly StockTakeLine[]) {
  const next = new Map(lines);
  for (const line of added) next.set(line.lineId, valuesOf(line));
  return next;
}

export function evolveStockTake(state: StockTakeState, event: StockTakeEvent): StockTakeState {
  switch (event.type) {
    case 'StockTakeCreated':
      return {
        status: 'open',
        stockTakeId: event.data.stockTakeId,
        venueId: event.data.venueId,
        locked: false,
        lines: withLines(new Map(), event.data.lines),
      };
    case 'StockTakeCounted': {
      if (state.status !== 'open') return state;
      const lines = withLines(state.lines, event.data.added);
      for (const change of event.data.updated) {
        const current = lines.get(change.lineId);
        if (current) lines.set(change.lineId, { ...current, ...definedValues(change) });
      }
      return { ...state, lines };
    }
    case 'StockTakeLocked':
      return state.status === 'open'
        ? { ...state, locked: true, lines: withLines(state.lines, event.data.added) }
        : state;
    case 'StockTakeUnlocked':
      return state.status === 'open' ? { ...state, locked: false } : state;
    case 'StockTakeDeleted':
      return state.status === 'none' ? state : { status: 'deleted', venueId: state.venueId };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function definedValues(change: StockTakeLineChange): Partial<CountedValues> {
  const values: Partial<CountedValues> = {};
  if (change.inStock !== undefined) values.inStock = change.inStock;
  if (change.wastage !== undefined) values.wastage = change.wastage;
  if (change.price !== undefined) values.price = change.price;
  if (change.parLevel !== undefined) values.parLevel = change.parLevel;
  return values;
}

/** Only what differs from the line as it stands: a save of an unchanged sheet records nothing. */
function effectiveChange(change: StockTakeLineChange, current: CountedValues): StockTakeLineChange | null {
  const effective: StockTakeLineChange = { lineId: change.lineId };
  for (const [key, value] of Object.entries(definedValues(change)) as [keyof CountedValues, number | null][]) {
    if (current[key] !== value) Object.assign(effective, { [key]: value });
  }
  return Object.keys(effective).length > 1 ? effective : null;
}

function openStockTake(state: StockTakeState, venueId: string) {
  // Another venue's stock take is, to this venue, no stock take at all.
  if (state.status !== 'open' || state.venueId !== venueId) throw domainErrorOf(stockTakeErrors.notFound);
  return state;
}

export function decideStockTake(command: StockTakeCommand, state: StockTakeState): StockTakeEvent[] {
  switch (command.type) {
    case 'CreateStockTake':
      // A repeated submit of the same creation (same id) records it once.
      if (state.status !== 'none') return [];
      return [
        {
          type: 'StockTakeCreated',
          data: {
            stockTakeId: command.stockTakeId,
            venueId: command.venueId,
            fromPeriod: command.fromPeriod,
            toPeriod: command.toPeriod,
            prevStockTakeId: command.prevStockTakeId,
            createdAt: command.now,
            lines: command.lines,
          },
        },
      ];
    case 'SaveCounts': {
      const open = openStockTake(state, command.venueId);
      if (open.locked) throw domainErrorOf(stockTakeErrors.locked);
      const updated: StockTakeLineChange[] = [];
      for (const change of command.updated) {
        const current = open.lines.get(change.lineId);
        if (!current) throw domainErrorOf(stockTakeErrors.unknownLine);
        const effective = effectiveChange(change, current);
        if (effective) updated.push(effective);
      }
      const counted = new Set([...open.lines.values()].flatMap((line) => (line.productId ? [line.productId] : [])));
      for (const line of command.added) {
        if (open.lines.has(line.lineId) || (line.productId && counted.has(line.productId))) {
          throw domainErrorOf(stockTakeErrors.alreadyCounted);
        }
        if (line.productId) counted.add(line.productId);
      }
      if (updated.length === 0 && command.added.length === 0) return [];
      return [
        {
          type: 'StockTakeCounted',
          data: { stockTakeId: open.stockTakeId, venueId: open.venueId, updated, added: command.added },
        },
      ];
    }
    case 'LockStockTake': {
      const open = openStockTake(state, command.venueId);
      if (open.locked) return [];
      return [
        {
          type: 'StockTakeLocked',
          data: {
            stockTakeId: open.stockTakeId,
            venueId: open.venueId,
            lockedAt: command.now,
            received: command.received,
            added: command.added.filter((line) => !open.lines.has(line.lineId)),
          },
        },
      ];
    }
    case 'UnlockStockTake': {
      const open = openStockTake(state, command.venueId);
      if (!open.locked) return [];
      return [
        {
          type: 'StockTakeUnlocked',
          data: { stockTakeId: open.stockTakeId, venueId: open.venueId, unlockedAt: command.now },
        },
      ];
    }
    case 'DeleteStockTake': {
      const open = openStockTake(state, command.venueId);
      if (open.locked) throw domainErrorOf(stockTakeErrors.lockedCannotDelete);
      return [
        {
          type: 'StockTakeDeleted',
          data: { stockTakeId: open.stockTakeId, venueId: open.venueId, deletedAt: command.now },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const stockTakeDecider: Decider<StockTakeState, StockTakeCommand, StockTakeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveStockTake,
  decide: decideStockTake,
};
