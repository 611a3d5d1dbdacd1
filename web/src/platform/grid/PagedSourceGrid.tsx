import { useNarrowerThan } from '../useNarrowerThan';
import { GridFrame } from './GridFrame';
import type { PagedSourceGridProps } from './pagedSourceGridProps';

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
