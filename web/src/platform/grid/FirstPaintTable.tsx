import type { CSSProperties } from 'react';
import { firstPaintTiming } from './afterTablePaint';
import { firstPaintColumns, firstPaintNodes, firstPaintRows, type GridShape } from './firstPaintCells';
import './firstPaintTable.css';

/** AG Grid Quartz's row height when a grid names none. */
const quartzRowHeight = 42;

export interface FirstPaintTableProps extends GridShape {
  rowData?: readonly unknown[] | null;
  rowHeight?: number;
  pagination?: boolean;
  paginationPageSize?: number;
  height?: string;
  compact: boolean;
}

/**
 * What a DataGrid shows until AG Grid has loaded: the same headers and first rows as read-only text, laid
 * out like the grid so the swap does not move the page. No AG Grid class names, so anything waiting for
 * `.ag-row` waits for the real grid; no roles, so nothing finds a table that is about to go.
 */
export function FirstPaintTable({
  rowData,
  rowHeight,
  pagination,
  paginationPageSize,
  height,
  compact,
  ...grid
}: FirstPaintTableProps) {
  const columns = firstPaintColumns(grid);
  const nodes = firstPaintNodes(grid, firstPaintRows(rowData, { pagination, paginationPageSize }));
  const style = {
    '--first-paint-columns': columns.map((column) => column.track).join(' '),
    '--first-paint-row-height': `${rowHeight ?? quartzRowHeight}px`,
    ...(height ? { height } : {}),
  } as CSSProperties;
  const cellClass = (rightAligned: boolean) =>
    `first-paint-table__cell${rightAligned ? ' first-paint-table__cell--right' : ''}`;
  return (
    <div
      className={`first-paint-table${compact ? ' first-paint-table--compact' : ''}${height ? ' first-paint-table--sized' : ''}`}
      style={style}
      aria-busy="true"
    >
      <div className="first-paint-table__scroller">
        <div className="first-paint-table__rows">
          <div className="first-paint-table__header">
            {columns.map((column) => (
              <div
                key={column.key}
                className={`${cellClass(column.rightAligned)} first-paint-table__header-cell`}
                {...{ elementtiming: firstPaintTiming }}
              >
                {column.header}
              </div>
            ))}
          </div>
          {nodes.map((node) => (
            <div key={node.id} className="first-paint-table__row">
              {columns.map((column) => (
                <div key={column.key} className={cellClass(column.rightAligned)}>
                  {column.text(node)}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {pagination && <div className="first-paint-table__pager" />}
    </div>
  );
}
