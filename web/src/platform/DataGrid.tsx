import { Button } from '@blueprintjs/core';
import type { AgGridReactProps } from 'ag-grid-react';
import { useEffect, useState } from 'react';
import { afterTablePaint } from './grid/afterTablePaint';
import { FirstPaintTable } from './grid/FirstPaintTable';
import { type AgGridModule, loadAgGrid, loadedAgGrid } from './grid/loadAgGrid';
import { NoticeCallout } from './NoticeCallout';
import { useNarrowerThan } from './useNarrowerThan';
import './dataGrid.css';

/** Starts loading AG Grid once the browser has painted the first-paint table, never before. */
function useAgGrid(): { grid: AgGridModule | null; failed: boolean } {
  const [grid, setGrid] = useState(loadedAgGrid);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (grid) return;
    let live = true;
    const cancel = afterTablePaint(() => {
      loadAgGrid().then(
        (module) => live && setGrid(module),
        () => live && setFailed(true),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [grid]);
  return { grid, failed };
}

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
  const { grid, failed } = useAgGrid();
  if (!grid && failed) {
    return (
      <NoticeCallout intent="danger" title="The table could not load" role="alert">
        <p>Check your connection, then reload the page.</p>
        <Button text="Reload the page" onClick={() => window.location.reload()} />
      </NoticeCallout>
    );
  }
  return (
    <div className="data-grid" style={height ? { height } : undefined}>
      {grid ? (
        <grid.AgGrid<TRow> compact={compact || isNarrow} hasHeight={Boolean(height)} {...props} />
      ) : (
        <FirstPaintTable
          columnDefs={props.columnDefs as never}
          defaultColDef={props.defaultColDef as never}
          context={props.context}
          getRowId={props.getRowId as never}
          rowData={props.rowData}
          rowHeight={props.rowHeight}
          pagination={props.pagination}
          paginationPageSize={props.paginationPageSize}
          height={height}
          compact={compact || isNarrow}
        />
      )}
    </div>
  );
}
