import type { AgGridReactProps } from 'ag-grid-react';

export interface SourceSort {
  colId: string;
  direction: 'asc' | 'desc';
}

export interface SourceRowsRequest {
  /** Rows `startRow` up to (not including) `endRow` of the source, in `sort` order. */
  startRow: number;
  endRow: number;
  sort: SourceSort | null;
}

export interface SourceRows<TRow> {
  rows: TRow[];
  /** How many rows the source holds in all, so the grid knows where it ends. */
  rowCount: number;
}

export type PagedSourceGridProps<TRow> = Omit<
  AgGridReactProps<TRow>,
  'rowModelType' | 'datasource' | 'rowData' | 'cacheBlockSize' | 'theme'
> & {
  height: string;
  /** Called for each block the grid shows; a new function (another page, another list) reloads the grid. */
  fetchRows: (request: SourceRowsRequest) => Promise<SourceRows<TRow>>;
  /** Rows per request. */
  blockSize?: number;
  /** The order the source is in; the grid's headers show it and a click asks for another. */
  sort: SourceSort | null;
  onSortChange?: (sort: SourceSort | null) => void;
  /** A new value (the source's data changed, e.g. after a write) refreshes the rows in place, keeping the scroll. */
  sourceVersion?: unknown;
  /** The rows the caller already holds (its first block), painted as plain text until AG Grid has loaded. */
  firstRows?: readonly TRow[];
};
