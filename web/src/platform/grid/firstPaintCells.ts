import type { ColDef, ColGroupDef } from 'ag-grid-community';

/** AG Grid's width of a column that names none. */
const defaultColumnWidth = 200;
const defaultMinWidth = 20;
/** Rows a first-paint table shows when the grid is not paged: more than a screen, few enough to be quick. */
export const firstPaintRowCap = 50;
/** AG Grid's page size when a paged grid names none. */
const defaultPageSize = 100;

export interface GridShape {
  columnDefs?: readonly (ColDef | ColGroupDef)[] | null;
  defaultColDef?: ColDef;
  context?: unknown;
  getRowId?: (params: { data: never; level: number; context: unknown }) => string;
}

export interface FirstPaintColumn {
  /** A React key: two columns may show the same field. */
  key: string;
  header: string;
  /** A CSS grid track, from the column's flex or width as AG Grid would size it. */
  track: string;
  rightAligned: boolean;
  text: (node: FirstPaintNode) => string;
}

/** The part of AG Grid's row node our getters and formatters read. */
export interface FirstPaintNode {
  data: unknown;
  rowIndex: number;
  id: string;
}

function leafColumns(defs: readonly (ColDef | ColGroupDef)[]): ColDef[] {
  return defs.flatMap((def) => ('children' in def ? leafColumns(def.children) : [def as ColDef]));
}

/** AG Grid's own header for a column with no headerName: `supplierTitle` → "Supplier Title". */
function headerFromField(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._-]+/g, ' ');
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function fieldValue(data: unknown, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), data);
}

function asText(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'object') return value instanceof Date ? value.toISOString() : '';
  return String(value);
}

function trackOf(column: ColDef): string {
  const minWidth = column.minWidth ?? defaultMinWidth;
  if (column.flex) return `minmax(${minWidth}px, ${column.flex}fr)`;
  const width = Math.max(
    minWidth,
    Math.min(column.width ?? defaultColumnWidth, column.maxWidth ?? Number.POSITIVE_INFINITY),
  );
  return `${width}px`;
}

/**
 * The columns of a grid as plain text: the value from the column's valueGetter or field, through its
 * valueFormatter, called with the parts of AG Grid's params our columns read (value, data, node, colDef,
 * context). Cell renderers are left to the real grid, so nothing interactive exists twice.
 */
export function firstPaintColumns(grid: GridShape): FirstPaintColumn[] {
  const columns = leafColumns(grid.columnDefs ?? [])
    .map((def) => ({ ...grid.defaultColDef, ...def }) as ColDef)
    .filter((column) => !column.hide);
  return columns.map((colDef, index) => {
    const header = colDef.headerName ?? (colDef.field ? headerFromField(colDef.field) : '');
    const types = Array.isArray(colDef.type) ? colDef.type : [colDef.type];
    const text = (node: FirstPaintNode) => {
      const { data } = node;
      const params = { data, node, colDef, context: grid.context };
      try {
        const value =
          typeof colDef.valueGetter === 'function'
            ? colDef.valueGetter(params as never)
            : colDef.field
              ? fieldValue(data, colDef.field)
              : undefined;
        if (typeof colDef.valueFormatter === 'function') {
          return asText(colDef.valueFormatter({ ...params, value } as never));
        }
        return asText(value);
      } catch {
        // A getter reading a part of AG Grid this table does not have shows nothing until the grid arrives.
        return '';
      }
    };
    return {
      key: `${index}:${colDef.colId ?? colDef.field ?? ''}`,
      header,
      track: trackOf(colDef),
      rightAligned: types.includes('rightAligned'),
      text,
    };
  });
}

/** The rows the grid shows first: its first page when paged, else the first few. */
export function firstPaintRows<TRow>(
  rowData: readonly TRow[] | null | undefined,
  paging: { pagination?: boolean; paginationPageSize?: number },
): readonly TRow[] {
  const limit = paging.pagination ? (paging.paginationPageSize ?? defaultPageSize) : firstPaintRowCap;
  return (rowData ?? []).slice(0, limit);
}

/** Each row as the node its getters see, identified as the grid would identify it. */
export function firstPaintNodes(grid: GridShape, rows: readonly unknown[]): FirstPaintNode[] {
  return rows.map((data, rowIndex) => {
    let id = String(rowIndex);
    try {
      id = grid.getRowId?.({ data: data as never, level: 0, context: grid.context }) ?? id;
    } catch {
      // An id this table cannot work out only costs it a stable React key.
    }
    return { data, rowIndex, id };
  });
}
