import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * The one CSV writer every export uses. Spreadsheet programs run a cell that starts with =, +, -,
 * @, tab or carriage return as a formula, so such text cells are prefixed with an apostrophe and
 * quoted (OWASP's CSV injection advice); numbers are written as they are, and so is text that is only
 * a negative decimal number ("-17.60", a report's two-decimal figure), which no spreadsheet runs.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    rows.map((row) => row.map((cell) => cell ?? '')),
    { newline: '\r\n', escapeFormulae: /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/ },
  );
}
