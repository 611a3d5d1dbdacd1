import type { SaveStockTakeBody, StockTakeProductToAdd, StockTakeSheetLine } from '@oms/contracts';

export interface LineEdit {
  inStock?: number;
  wastage?: number;
  parLevel?: number | null;
}

/** A product added on this page, held until Save changes. */
export interface PendingLine {
  key: string;
  toAdd: StockTakeProductToAdd;
  line: StockTakeSheetLine;
}

export type EditableField = 'inStock' | 'wastage' | 'parLevel';

export const withEdit = (line: StockTakeSheetLine, edit: LineEdit | undefined): StockTakeSheetLine =>
  edit ? { ...line, ...edit } : line;

/**
 * Spec 02 §7: Save changes sends the edited lines and the added ones in one request. A line that
 * arrived after the stock take was created is not on the sheet yet: counting it adds it.
 */
export function saveBodyOf(
  lines: readonly StockTakeSheetLine[],
  edits: ReadonlyMap<string, LineEdit>,
  pending: readonly PendingLine[],
): SaveStockTakeBody {
  const toUpdate: SaveStockTakeBody['toUpdate'] = [];
  const toAdd: StockTakeProductToAdd[] = [];
  for (const line of lines) {
    const edit = edits.get(line.lineId);
    if (!edit) continue;
    if (line.onSheet) {
      toUpdate.push({ lineId: line.lineId, ...edit });
    } else {
      const edited = withEdit(line, edit);
      toAdd.push({
        productId: line.productId ?? line.lineId,
        inStock: edited.inStock,
        wastage: edited.wastage,
        parLevel: edited.parLevel,
      });
    }
  }
  for (const item of pending) {
    const edit = edits.get(item.key);
    toAdd.push({ ...item.toAdd, ...(edit ?? {}) });
  }
  return { toUpdate, toAdd };
}
