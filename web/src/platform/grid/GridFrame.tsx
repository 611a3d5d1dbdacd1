import type { ReactNode } from 'react';
import { FirstPaintTable, type FirstPaintTableProps } from './FirstPaintTable';
import { GridLoadFailed } from './GridLoadFailed';
import type { AgGridModule } from './loadAgGrid';
import { useAgGrid } from './useAgGrid';
import '../dataGrid.css';

/**
 * What DataGrid and PagedSourceGrid share: the first-paint table until AG Grid has loaded (see
 * docs/architecture.md), then whatever the grid renders with the loaded module.
 */
export function GridFrame({
  height,
  compact,
  firstPaint,
  children,
}: {
  height?: string;
  compact: boolean;
  firstPaint: Omit<FirstPaintTableProps, 'height' | 'compact'>;
  children: (grid: AgGridModule) => ReactNode;
}) {
  const { grid, failed } = useAgGrid();
  if (!grid && failed) return <GridLoadFailed />;
  return (
    <div className="data-grid" style={height ? { height } : undefined}>
      {grid ? children(grid) : <FirstPaintTable {...firstPaint} height={height} compact={compact} />}
    </div>
  );
}
