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
import { compactTheme } from './compactTheme';

export { AgPagedSourceGrid } from './agPagedSourceGrid';

// Only the features our grids use (all of AG Grid is about 320 KB gzipped). A grid option that needs
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

/** The real grid, loaded by loadAgGrid once the page has painted. */
export function AgGrid<TRow>({
  compact,
  hasHeight,
  ...props
}: AgGridReactProps<TRow> & { compact: boolean; hasHeight: boolean }) {
  return (
    <AgGridReact<TRow>
      theme={compact ? compactTheme : themeQuartz}
      domLayout={hasHeight ? 'normal' : 'autoHeight'}
      suppressColumnVirtualisation
      ensureDomOrder
      {...props}
    />
  );
}
