import type { AgGridReactProps } from 'ag-grid-react';
import { useNarrowerThan } from '../useNarrowerThan';
import { GridFrame } from './GridFrame';

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

/**
 * AG Grid on its Infinite Row Model with the dashboard's look (as DataGrid): for lists too big to
 * send to the browser. The grid asks `fetchRows` for the block it shows with the header's sort, so
 * sorting happens where the rows live (a read model's sorted index), never over rows in the page.
 * Until AG Grid has loaded it paints `firstRows` as DataGrid paints its rows (see docs/architecture.md).
 */
export function PagedSourceGrid<TRow>({ height, firstRows, ...props }: PagedSourceGridProps<TRow>) {
  const isNarrow = useNarrowerThan('sm');
  return (
    <GridFrame
      height={height}
      compact={isNarrow}
      firstPaint={{
        columnDefs: props.columnDefs as never,
        defaultColDef: props.defaultColDef as never,
        context: props.context,
        getRowId: props.getRowId as never,
        rowData: firstRows ?? [],
        rowHeight: props.rowHeight,
        pagination: true,
        paginationPageSize: props.blockSize ?? 100,
      }}
    >
      {(grid) => <grid.AgPagedSourceGrid<TRow> compact={isNarrow} {...props} />}
    </GridFrame>
  );
}
