import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import './dataGrid.css';

// Registered here rather than in main.tsx so AG Grid ships only with the areas that show tables.
ModuleRegistry.registerModules([AllCommunityModule]);

/**
 * AG Grid with the dashboard's defaults: the default theme, every column rendered (so narrow screens scroll
 * instead of hiding cells from assistive technology and tests), and the grid as tall as its rows unless a
 * height is given.
 */
export function DataGrid<TRow>({ label, height, ...props }: AgGridReactProps<TRow> & { label: string; height?: string }) {
  return (
    <section className="data-grid" aria-label={label} style={height ? { height } : undefined}>
      <AgGridReact<TRow>
        domLayout={height ? 'normal' : 'autoHeight'}
        suppressColumnVirtualisation
        suppressCellFocus={false}
        ensureDomOrder
        {...props}
      />
    </section>
  );
}
