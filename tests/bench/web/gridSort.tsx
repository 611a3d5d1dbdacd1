// P6: the dashboard's own DataGrid holding generated catalogue rows, for timing a sort in Chromium.
import '@blueprintjs/core/lib/css/blueprint.css';
import type { CatalogueProduct } from '@oms/contracts';
import { type ColDef, ColumnApiModule, EventApiModule, type GridApi, ModuleRegistry } from 'ag-grid-community';
import { createRoot } from 'react-dom/client';
import { generateProducts, generateSuppliers } from '../../../services/src/platform/demo/generator/generateCatalogue';
import { DataGrid } from '../../../web/src/platform/DataGrid';

// The measure drives the grid through its API (column state, events); the dashboard's grids do not.
ModuleRegistry.registerModules([ColumnApiModule, EventApiModule]);

const rowCount = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const suppliers = generateSuppliers(7, Math.ceil(rowCount / 500));
const rows: CatalogueProduct[] = [];
for (const { listed } of generateProducts({
  seed: 7,
  suppliers,
  productsPerSupplier: 500,
  now: new Date('2026-11-22'),
})) {
  if (rows.length === rowCount) break;
  const { productId, supplierId, supplierTitle, sku, title, size, UoM, type, OMSPrice, hasVat } = listed;
  rows.push({ productId, supplierId, supplierTitle, sku, title, size, UoM, type, OMSPrice, hasVat });
}

const columns: ColDef<CatalogueProduct>[] = [
  { headerName: 'Title', field: 'title', flex: 2 },
  { headerName: 'SKU', field: 'sku', flex: 1 },
  { headerName: 'Supplier', field: 'supplierTitle', flex: 1 },
  { headerName: 'Size', field: 'size', flex: 1 },
  { headerName: 'Price', field: 'OMSPrice', flex: 1 },
];

declare global {
  interface Window {
    benchGrid?: { api: GridApi<CatalogueProduct>; rows: CatalogueProduct[] };
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <DataGrid<CatalogueProduct>
      height="90vh"
      rowData={rows}
      columnDefs={columns}
      getRowId={({ data }) => data.productId}
      onGridReady={({ api }) => {
        window.benchGrid = { api, rows };
      }}
    />,
  );
}
