import type { StockTakeEvent, StockTakeLine } from '@oms/contracts';
import { chipsLine, stockTakeAt, stockTakeCreated } from '@oms/tests/fixtures/stockTakes';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { stockTakeDecider } from './stockTake';

const spec = deciderSpecification(stockTakeDecider);
const at = stockTakeAt;
const chips = chipsLine;
const mayo: StockTakeLine = { ...chips, lineId: 'mayo', productId: 'mayo', title: 'Mayo' };
const created = stockTakeCreated;
const locked: StockTakeEvent = {
  type: 'StockTakeLocked',
  data: { stockTakeId: 'st-1', venueId: 'v1', lockedAt: at, received: [], added: [] },
};
const create = {
  type: 'CreateStockTake' as const,
  stockTakeId: 'st-1',
  venueId: 'v1',
  fromPeriod: '2026-11-01',
  toPeriod: '2026-11-15',
  prevStockTakeId: null,
  lines: [chips],
  now: at,
};

describe('stock take decider', () => {
  it('creates a stock take once, however often it is submitted', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).then([]);
  });

  it('records only the values that changed, and the added lines, in one event', () => {
    spec
      .given([created])
      .when({
        type: 'SaveCounts',
        venueId: 'v1',
        updated: [{ lineId: 'chips', inStock: 3, wastage: 0 }],
        added: [mayo],
      })
      .then([
        {
          type: 'StockTakeCounted',
          data: { stockTakeId: 'st-1', venueId: 'v1', updated: [{ lineId: 'chips', inStock: 3 }], added: [mayo] },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'SaveCounts', venueId: 'v1', updated: [{ lineId: 'chips', inStock: 0 }], added: [] })
      .then([]);
  });

  it('refuses edits to a locked stock take, unknown lines, a product counted twice and another venue', () => {
    const save = { type: 'SaveCounts' as const, venueId: 'v1', updated: [{ lineId: 'chips', inStock: 1 }], added: [] };
    spec.given([created, locked]).when(save).thenThrows('STOCK_TAKE_LOCKED');
    spec
      .given([created])
      .when({ ...save, updated: [{ lineId: 'nope', inStock: 1 }] })
      .thenThrows('STOCK_TAKE_LINE_NOT_FOUND');
    spec
      .given([created])
      .when({ ...save, updated: [], added: [{ ...chips, lineId: 'other' }] })
      .thenThrows('STOCK_PRODUCT_ALREADY_COUNTED');
    spec
      .given([created])
      .when({ ...save, venueId: 'v2' })
      .thenThrows('STOCK_TAKE_NOT_FOUND');
  });

  it('locks and unlocks as a toggle, each once', () => {
    const lock = { type: 'LockStockTake' as const, venueId: 'v1', received: [], added: [], now: at };
    spec.given([created]).when(lock).then([locked]);
    spec.given([created, locked]).when(lock).then([]);
    const unlocked: StockTakeEvent = {
      type: 'StockTakeUnlocked',
      data: { stockTakeId: 'st-1', venueId: 'v1', unlockedAt: at },
    };
    spec.given([created, locked]).when({ type: 'UnlockStockTake', venueId: 'v1', now: at }).then([unlocked]);
    spec.given([created]).when({ type: 'UnlockStockTake', venueId: 'v1', now: at }).then([]);
  });

  it('deletes only while unlocked, and a deleted stock take is gone', () => {
    const remove = { type: 'DeleteStockTake' as const, venueId: 'v1', now: at };
    const deleted: StockTakeEvent = {
      type: 'StockTakeDeleted',
      data: { stockTakeId: 'st-1', venueId: 'v1', deletedAt: at },
    };
    spec.given([created]).when(remove).then([deleted]);
    spec.given([created, locked]).when(remove).thenThrows('STOCK_TAKE_LOCKED');
    spec.given([created, deleted]).when(remove).thenThrows('STOCK_TAKE_NOT_FOUND');
  });
});
