// P6b: the dashboard's grid for big lists, fed 100,000 generated catalogue rows by the API's own sorted index.
import '@blueprintjs/core/lib/css/blueprint.css';
import type { CatalogueProduct, CatalogueSortColumn } from '@oms/contracts';
import { type ColDef, EventApiModule, type GridApi, ModuleRegistry } from 'ag-grid-community';
import { createRoot } from 'react-dom/client';
import { SortedCatalogue } from '../../../projections/src/catalogue/search/sortedCatalogue';
import { generateProducts, generateSuppliers } from '../../../services/src/demo/generator/generateCatalogue';
import { PagedSourceGrid } from '../../../web/src/platform/grid/PagedSourceGrid';
import type { SourceRowsRequest } from '../../../web/src/platform/grid/pagedSourceGridProps';

// The measure listens to the grid's events; the dashboard's grids do not.
ModuleRegistry.registerModules([EventApiModule]);

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

// Where the rows live: the module GET /api/venues/:venueId/catalogue pages from. The server keeps
// its orders up to date as products change and always holds the default (title) one; so does this page.
const catalogue = new SortedCatalogue();
for (const row of rows) catalogue.upsert(row);
const everySupplier = new Set(rows.map((row) => row.supplierId));
catalogue.page({ sort: { column: 'title', direction: 'asc' }, supplierIds: everySupplier, offset: 0, limit: 1 });

/** One block, as the API answers it: paged from the sorted index, then through JSON as a response body is. */
async function fetchRows({ startRow, endRow, sort }: SourceRowsRequest) {
  const page = sort
    ? catalogue.page({
        sort: { column: sort.colId as CatalogueSortColumn, direction: sort.direction },
        supplierIds: everySupplier,
        offset: startRow,
        limit: endRow - startRow,
      })
    : { total: rows.length, products: rows.slice(startRow, endRow) };
  const body = JSON.parse(JSON.stringify(page)) as typeof page;
  return { rows: body.products, rowCount: body.total };
}

const columns: ColDef<CatalogueProduct>[] = [
  { headerName: 'Title', field: 'title', flex: 2 },
  { headerName: 'SKU', field: 'sku', flex: 1 },
  { headerName: 'Supplier', field: 'supplierTitle', flex: 1 },
  { headerName: 'Size', field: 'size', flex: 1 },
  { headerName: 'Price', colId: 'price', field: 'OMSPrice', flex: 1 },
];

declare global {
  interface Window {
    benchGrid?: { api: GridApi<CatalogueProduct>; rows: CatalogueProduct[] };
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PagedSourceGrid<CatalogueProduct>
      height="90vh"
      fetchRows={fetchRows}
      sort={null}
      columnDefs={columns}
      getRowId={({ data }) => data.productId}
      onGridReady={({ api }) => {
        window.benchGrid = { api, rows };
      }}
    />,
  );
}
