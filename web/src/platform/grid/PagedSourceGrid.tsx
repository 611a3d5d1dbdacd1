import {
  CellStyleModule,
  type ColDef,
  ColumnApiModule,
  type GridApi,
  type IDatasource,
  InfiniteRowModelModule,
  ModuleRegistry,
  RowStyleModule,
  type SortChangedEvent,
  TooltipModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNarrowerThan } from '../useNarrowerThan';
import '../dataGrid.css';

// Only what a grid fed from a source needs: its rows come in blocks from the caller, sorted there.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  ColumnApiModule,
  CellStyleModule,
  RowStyleModule,
  TooltipModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

const narrowTheme = themeQuartz.withParams({ cellHorizontalPaddingScale: 0.5 });

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

type PagedSourceGridProps<TRow> = Omit<
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
};

const columnIdOf = <TRow,>(column: ColDef<TRow>) => column.colId ?? (column.field as string | undefined);

function sortOf<TRow>(api: GridApi<TRow>): SourceSort | null {
  const sorted = api.getColumnState().find((column) => column.sort);
  return sorted?.sort ? { colId: sorted.colId, direction: sorted.sort } : null;
}

/**
 * AG Grid on its Infinite Row Model with the dashboard's look (as DataGrid): for lists too big to
 * send to the browser. The grid asks `fetchRows` for the block it shows with the header's sort, so
 * sorting happens where the rows live (a read model's sorted index), never over rows in the page.
 */
export function PagedSourceGrid<TRow>({
  height,
  fetchRows,
  blockSize = 100,
  sort,
  onSortChange,
  sourceVersion,
  columnDefs,
  onGridReady,
  onSortChanged,
  ...props
}: PagedSourceGridProps<TRow>) {
  const isNarrow = useNarrowerThan('sm');
  const [api, setApi] = useState<GridApi<TRow> | null>(null);
  const sortColumn = sort?.colId ?? null;
  const sortDirection = sort?.direction ?? null;
  // A new sort empties the grid's cache; starting it at the known size keeps the scroll height, so the
  // grid is not laid out for one row and then for all of them again.
  const [knownRowCount, setKnownRowCount] = useState(1);
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: ({ startRow, endRow, sortModel, successCallback, failCallback }) => {
        const [first] = sortModel;
        fetchRows({
          startRow,
          endRow,
          sort: first ? { colId: first.colId, direction: first.sort } : null,
        }).then(
          ({ rows, rowCount }) => {
            successCallback(rows, rowCount);
            setKnownRowCount(Math.max(1, rowCount));
          },
          () => failCallback(),
        );
      },
    }),
    [fetchRows],
  );
  // The asked order is the columns' first sort (a built grid keeps its own and gets changes of `sort` below).
  const columns = useMemo(
    () =>
      columnDefs?.map((column) =>
        'children' in column
          ? column
          : { ...column, initialSort: columnIdOf(column) === sortColumn ? sortDirection : null },
      ),
    [columnDefs, sortColumn, sortDirection],
  );
  useEffect(() => {
    if (!api) return;
    const current = sortOf(api);
    if ((current?.colId ?? null) === sortColumn && (current?.direction ?? null) === sortDirection) return;
    api.applyColumnState({
      state: sortColumn && sortDirection ? [{ colId: sortColumn, sort: sortDirection }] : [],
      defaultState: { sort: null },
    });
  }, [api, sortColumn, sortDirection]);

  const shownVersion = useRef(sourceVersion);
  useEffect(() => {
    if (!api || shownVersion.current === sourceVersion) return;
    shownVersion.current = sourceVersion;
    api.refreshInfiniteCache();
  }, [api, sourceVersion]);

  return (
    <div className="data-grid" style={{ height }}>
      <AgGridReact<TRow>
        theme={isNarrow ? narrowTheme : themeQuartz}
        domLayout="normal"
        suppressColumnVirtualisation
        ensureDomOrder
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={blockSize}
        infiniteInitialRowCount={knownRowCount}
        maxBlocksInCache={Math.max(4, Math.ceil(1_000 / blockSize))}
        columnDefs={columns}
        onGridReady={(event) => {
          setApi(event.api);
          onGridReady?.(event);
        }}
        onSortChanged={(event: SortChangedEvent<TRow>) => {
          onSortChanged?.(event);
          onSortChange?.(sortOf(event.api));
        }}
        {...props}
      />
    </div>
  );
}
