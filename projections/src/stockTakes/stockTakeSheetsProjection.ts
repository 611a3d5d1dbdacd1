import type { ReceivedQuantity, StockTakeEvent, StockTakeLine, StockTakeLineChange } from '@oms/contracts';
import { stockTakeEventTypes } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/**
 * One document per stock take holding all its lines, so a 2,000-line save is one write and the
 * detail one read. `received` is null while unlocked (the API reads receipting live) and the
 * quantities frozen by the lock once locked: a locked sheet never changes with later events.
 */
export type StockTakeSheetDocument = {
  _id: string;
  stockTakeId: string;
  venueId: string;
  lines: StockTakeLine[];
  received: ReceivedQuantity[] | null;
  [key: string]: unknown;
};

function applyChange(line: StockTakeLine, change: StockTakeLineChange): StockTakeLine {
  return {
    ...line,
    inStock: change.inStock ?? line.inStock,
    wastage: change.wastage ?? line.wastage,
    price: change.price ?? line.price,
    parLevel: change.parLevel === undefined ? line.parLevel : change.parLevel,
  };
}

export const stockTakeSheetsProjection = defineProjection<StockTakeSheetDocument, StockTakeEvent>({
  name: 'stockTakeSheets',
  collection: 'stockTakeSheets',
  handles: stockTakeEventTypes,
  indexes: [{ keys: { venueId: 1 } }],
  documentIds: (event) => [event.data.stockTakeId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'StockTakeCreated':
        return {
          _id: event.data.stockTakeId,
          stockTakeId: event.data.stockTakeId,
          venueId: event.data.venueId,
          lines: event.data.lines,
          received: null,
        };
      case 'StockTakeCounted': {
        if (!document) return null;
        const changes = new Map(event.data.updated.map((change) => [change.lineId, change]));
        const lines = document.lines.map((line) => {
          const change = changes.get(line.lineId);
          return change ? applyChange(line, change) : line;
        });
        return { ...document, lines: [...lines, ...event.data.added] };
      }
      case 'StockTakeLocked':
        return (
          document && { ...document, lines: [...document.lines, ...event.data.added], received: event.data.received }
        );
      case 'StockTakeUnlocked':
        return document && { ...document, received: null };
      case 'StockTakeDeleted':
        return null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
