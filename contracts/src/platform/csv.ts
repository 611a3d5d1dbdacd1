import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * The one CSV writer every export uses. Spreadsheet programs run a cell that starts with =, +, -,
 * @, tab or carriage return as a formula, so such text cells are prefixed with an apostrophe and
 * quoted (OWASP's CSV injection advice); numbers are written as they are.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map((cell) => cell ?? '')),
    { newline: '\r\n', escapeFormulae: true },
  );
}
