import type { AgGridReactProps } from 'ag-grid-react';
import { GridFrame } from './grid/GridFrame';
import { useNarrowerThan } from './useNarrowerThan';

/**
 * AG Grid with the dashboard's defaults: the default theme (tighter on phones, or everywhere when
 * `compact`), every column rendered (so narrow screens scroll instead of hiding cells from assistive
 * technology and tests), and the grid as tall as its rows unless a height is given. Until AG Grid has
 * loaded it shows the same rows as a plain table (see docs/architecture.md).
 */
export function DataGrid<TRow>({
  height,
  compact = false,
  ...props
}: AgGridReactProps<TRow> & { height?: string; compact?: boolean }) {
  const isNarrow = useNarrowerThan('sm');
  return (
    <GridFrame
      height={height}
      compact={compact || isNarrow}
      firstPaint={{
        columnDefs: props.columnDefs as never,
        defaultColDef: props.defaultColDef as never,
        context: props.context,
        getRowId: props.getRowId as never,
        rowData: props.rowData,
        rowHeight: props.rowHeight,
        pagination: props.pagination,
        paginationPageSize: props.paginationPageSize,
      }}
    >
      {(grid) => <grid.AgGrid<TRow> compact={compact || isNarrow} hasHeight={Boolean(height)} {...props} />}
    </GridFrame>
  );
}
