import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { firstPaintColumns, firstPaintNodes, firstPaintRowCap, firstPaintRows } from './firstPaintCells';

interface Row {
  productId: string;
  title: string;
  supplier: { title: string };
  OMSPrice: number;
  deliveryDays: string[];
}

const rows: Row[] = [
  {
    productId: 'p1',
    title: 'Lemons',
    supplier: { title: 'Brakes' },
    OMSPrice: 1250,
    deliveryDays: ['Monday', 'Friday'],
  },
  { productId: 'p2', title: 'Limes', supplier: { title: 'Bidfood' }, OMSPrice: 99, deliveryDays: [] },
];

/** A cell renderer: the first-paint table never renders it. */
const Renderer = () => null;

const textOf = (columnDefs: ColDef<Row>[], extra: { context?: unknown; getRowId?: never } = {}) => {
  const grid = { columnDefs: columnDefs as ColDef[], ...extra };
  const columns = firstPaintColumns(grid);
  return firstPaintNodes(grid, rows).map((node) => columns.map((column) => column.text(node)));
};

describe('the first-paint table', () => {
  it('shows a field, a nested field and a column header the way AG Grid would', () => {
    const columns = firstPaintColumns({
      columnDefs: [{ headerName: 'Title', field: 'title' }, { field: 'supplier.title' }] as ColDef[],
    });
    expect(columns.map((column) => column.header)).toEqual(['Title', 'Supplier Title']);
    expect(textOf([{ field: 'title' }, { field: 'supplier.title' }])).toEqual([
      ['Lemons', 'Brakes'],
      ['Limes', 'Bidfood'],
    ]);
  });

  it('runs the valueGetter, then the valueFormatter with the value, row, node and context', () => {
    const seen: unknown[] = [];
    const price: ColDef<Row> = {
      headerName: 'Price',
      colId: 'price',
      valueGetter: ({ data }) => (data ? data.OMSPrice * 1.2 : null),
      valueFormatter: ({ value, node, context }) => {
        seen.push({ rowIndex: node?.rowIndex, id: node?.id, context });
        return `£${(Number(value) / 100).toFixed(2)}`;
      },
    };
    const text = textOf([price], {
      context: { venueId: 'v1' },
      getRowId: (({ data }: { data: Row }) => data.productId) as never,
    });
    expect(text).toEqual([['£15.00'], ['£1.19']]);
    expect(seen).toEqual([
      { rowIndex: 0, id: 'p1', context: { venueId: 'v1' } },
      { rowIndex: 1, id: 'p2', context: { venueId: 'v1' } },
    ]);
  });

  it('formats from the row when the formatter reads data, and joins arrays', () => {
    expect(
      textOf([
        { field: 'deliveryDays' },
        { headerName: 'Days', valueFormatter: ({ data }) => (data ? `${data.deliveryDays.length} days` : '') },
      ]),
    ).toEqual([
      ['Monday, Friday', '2 days'],
      ['', '0 days'],
    ]);
  });

  it('leaves renderer-only and hidden columns as text or nothing, and a throwing getter empty', () => {
    const columns = firstPaintColumns({
      columnDefs: [
        { headerName: 'Add to basket', colId: 'add', cellRenderer: Renderer },
        { headerName: 'Hidden', field: 'title', hide: true },
      ] as ColDef[],
    });
    expect(columns.map((column) => column.header)).toEqual(['Add to basket']);
    expect(
      textOf([
        { headerName: 'Add', cellRenderer: Renderer },
        { headerName: 'Title', field: 'title', cellRenderer: Renderer },
        {
          headerName: 'Broken',
          valueGetter: () => {
            throw new Error('reads the grid api');
          },
        },
      ]),
    ).toEqual([
      ['', 'Lemons', ''],
      ['', 'Limes', ''],
    ]);
  });

  it('sizes columns from flex and width, right-aligns rightAligned columns, and takes defaultColDef', () => {
    const columns = firstPaintColumns({
      columnDefs: [
        { field: 'title', flex: 2, minWidth: 200 },
        { field: 'sku', width: 90, minWidth: 110 },
        { field: 'size' },
        { field: 'OMSPrice', type: 'rightAligned', width: 110 },
      ] as ColDef[],
      defaultColDef: { minWidth: 50 },
    });
    expect(columns.map((column) => column.track)).toEqual(['minmax(200px, 2fr)', '110px', '200px', '110px']);
    expect(columns.map((column) => column.rightAligned)).toEqual([false, false, false, true]);
  });

  it('shows the first page of a paged grid, else the first rows up to a cap', () => {
    const many = Array.from({ length: 230 }, (_, index) => index);
    expect(firstPaintRows(many, { pagination: true, paginationPageSize: 20 })).toHaveLength(20);
    expect(firstPaintRows(many, { pagination: true })).toHaveLength(100);
    expect(firstPaintRows(many, {})).toHaveLength(firstPaintRowCap);
    expect(firstPaintRows(null, {})).toEqual([]);
  });
});
