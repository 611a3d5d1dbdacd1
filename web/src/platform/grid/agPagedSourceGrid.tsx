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
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compactTheme } from './compactTheme';
import type { PagedSourceGridProps, SourceSort } from './pagedSourceGridProps';

// What a grid fed from a source needs on top of agGrid.tsx's: its rows come in blocks from the caller, sorted there.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  ColumnApiModule,
  CellStyleModule,
  RowStyleModule,
  TooltipModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

const columnIdOf = <TRow,>(column: ColDef<TRow>) => column.colId ?? (column.field as string | undefined);

function sortOf<TRow>(api: GridApi<TRow>): SourceSort | null {
  const sorted = api.getColumnState().find((column) => column.sort);
  return sorted?.sort ? { colId: sorted.colId, direction: sorted.sort } : null;
}

/** The loaded half of PagedSourceGrid: AG Grid's Infinite Row Model, fed by the caller's `fetchRows`. */
export function AgPagedSourceGrid<TRow>({
  compact,
  fetchRows,
  blockSize = 100,
  sort,
  onSortChange,
  sourceVersion,
  columnDefs,
  onGridReady,
  onSortChanged,
  ...props
}: Omit<PagedSourceGridProps<TRow>, 'height' | 'firstRows'> & { compact: boolean }) {
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
    <AgGridReact<TRow>
      theme={compact ? compactTheme : themeQuartz}
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
  );
}
