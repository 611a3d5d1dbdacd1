import { type StockTakeEvent, type StockTakeLine, stockTakeStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { chipsLine, stockTakeAt, stockTakeCreated } from '@oms/tests/fixtures/stockTakes';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { stockTakeSheetsProjection } from './stockTakeSheetsProjection';
import { stockTakesProjection } from './stockTakesProjection';

const at = stockTakeAt;
const chips = chipsLine;
const lemons: StockTakeLine = {
  ...chips,
  lineId: 'sp-1',
  productId: null,
  supplierId: null,
  title: 'Lemons',
  price: 30,
};
const events: StockTakeEvent[] = [
  stockTakeCreated,
  {
    type: 'StockTakeCounted',
    data: {
      stockTakeId: 'st-1',
      venueId: 'v1',
      updated: [{ lineId: 'chips', inStock: 3, parLevel: 8 }],
      added: [lemons],
    },
  },
  {
    type: 'StockTakeLocked',
    data: {
      stockTakeId: 'st-1',
      venueId: 'v1',
      lockedAt: at,
      received: [{ lineId: 'chips', quantity: 12, source: 'receipted' }],
      added: [],
    },
  },
];
const recorded = (list: StockTakeEvent[]) =>
  list.map((event, index) => recordedAt(event, index + 1, stockTakeStreamId('st-1')));

describe('stock take projections', () => {
  it('lists a stock take with its period, line count and lock state', async () => {
    const { store } = await projectionSpec(stockTakesProjection).given(...recorded(events));
    expect(await store.collection('stockTakes').findOne({ _id: 'st-1' })).toMatchObject({
      venueId: 'v1',
      fromPeriod: '2026-11-01',
      toPeriod: '2026-11-15',
      isLocked: true,
      lockedAt: at,
      lineCount: 2,
    });
  });

  it('keeps every line of the sheet with its counts, and the received quantities the lock froze', async () => {
    const { store } = await projectionSpec(stockTakeSheetsProjection).given(...recorded(events));
    const sheet = await store.collection('stockTakeSheets').findOne({ _id: 'st-1' });
    expect(sheet?.lines).toEqual([{ ...chips, inStock: 3, parLevel: 8 }, lemons]);
    expect(sheet?.received).toEqual([{ lineId: 'chips', quantity: 12, source: 'receipted' }]);
  });

  it('forgets the frozen figures on unlock and the whole stock take on delete', async () => {
    const unlocked: StockTakeEvent = {
      type: 'StockTakeUnlocked',
      data: { stockTakeId: 'st-1', venueId: 'v1', unlockedAt: at },
    };
    const deleted: StockTakeEvent = {
      type: 'StockTakeDeleted',
      data: { stockTakeId: 'st-1', venueId: 'v1', deletedAt: at },
    };
    const sheets = await projectionSpec(stockTakeSheetsProjection).given(...recorded([...events, unlocked]));
    expect((await sheets.store.collection('stockTakeSheets').findOne({ _id: 'st-1' }))?.received).toBeNull();
    const list = await projectionSpec(stockTakesProjection).given(...recorded([...events, unlocked, deleted]));
    expect(await list.store.collection('stockTakes').findOne({ _id: 'st-1' })).toBeNull();
  });
});
