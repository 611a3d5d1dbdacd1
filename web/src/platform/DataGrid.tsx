import {
  CellStyleModule,
  ClientSideRowModelModule,
  DateFilterModule,
  ModuleRegistry,
  NumberEditorModule,
  NumberFilterModule,
  PaginationModule,
  RowAutoHeightModule,
  RowStyleModule,
  TextFilterModule,
  TooltipModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { useNarrowerThan } from './useNarrowerThan';
import './dataGrid.css';

// Registered here rather than in main.tsx so AG Grid ships only with the areas that show tables, and
// only the features our grids use (all of AG Grid is about 320 KB gzipped). A grid option that needs
// another module logs AG Grid error 200 naming it, which fails the browser walks.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  NumberEditorModule,
  DateFilterModule,
  PaginationModule,
  TooltipModule,
  CellStyleModule,
  RowStyleModule,
  RowAutoHeightModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** Phones need the cell padding for content. */
const narrowTheme = themeQuartz.withParams({ cellHorizontalPaddingScale: 0.5 });

/**
 * AG Grid with the dashboard's defaults: the default theme (tighter on phones), every column rendered (so
 * narrow screens scroll instead of hiding cells from assistive technology and tests), and the grid as tall as
 * its rows unless a height is given.
 */
export function DataGrid<TRow>({ height, ...props }: AgGridReactProps<TRow> & { height?: string }) {
  const isNarrow = useNarrowerThan('sm');
  return (
    <div className="data-grid" style={height ? { height } : undefined}>
      <AgGridReact<TRow>
        theme={isNarrow ? narrowTheme : themeQuartz}
        domLayout={height ? 'normal' : 'autoHeight'}
        suppressColumnVirtualisation
        ensureDomOrder
        {...props}
      />
    </div>
  );
}
