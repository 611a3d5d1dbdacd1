import type { StockTakeEvent, StockTakeSummary } from '@oms/contracts';
import { stockTakeEventTypes } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type StockTakeDocument = StockTakeSummary & { _id: string; [key: string]: unknown };

/** One small document per stock take: the list, the period checks and the lock state read it. */
export const stockTakesProjection = defineProjection<StockTakeDocument, StockTakeEvent>({
  name: 'stockTakes',
  collection: 'stockTakes',
  handles: stockTakeEventTypes,
  indexes: [{ keys: { venueId: 1, fromPeriod: -1 } }],
  documentIds: (event) => [event.data.stockTakeId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'StockTakeCreated': {
        const { data } = event;
        return {
          _id: data.stockTakeId,
          stockTakeId: data.stockTakeId,
          venueId: data.venueId,
          fromPeriod: data.fromPeriod,
          toPeriod: data.toPeriod,
          prevStockTakeId: data.prevStockTakeId,
          isLocked: false,
          lockedAt: null,
          createdAt: data.createdAt,
          lineCount: data.lines.length,
        };
      }
      case 'StockTakeCounted':
        return document && { ...document, lineCount: document.lineCount + event.data.added.length };
      case 'StockTakeLocked':
        return (
          document && {
            ...document,
            isLocked: true,
            lockedAt: event.data.lockedAt,
            lineCount: document.lineCount + event.data.added.length,
          }
        );
      case 'StockTakeUnlocked':
        return document && { ...document, isLocked: false, lockedAt: null };
      case 'StockTakeDeleted':
        return null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
