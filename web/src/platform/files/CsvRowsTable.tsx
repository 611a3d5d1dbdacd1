import { HTMLTable } from '@blueprintjs/core';
import type { CsvRowResult } from '@oms/contracts';

/** The rows of an uploaded CSV file that need a word (not uploaded, skipped): row number, what it was, why. */
export function CsvRowsTable({
  rows,
  itemHeading = 'Product',
  className,
}: {
  rows: readonly Pick<CsvRowResult, 'line' | 'label' | 'reason'>[];
  itemHeading?: string;
  className?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <HTMLTable compact striped className={className}>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">{itemHeading}</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            <td>{row.label}</td>
            <td>{row.reason}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
