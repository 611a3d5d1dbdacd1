import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './detailsTable.css';

/** Label and value rows, the label a row header: a record's facts on a card, readable at any width. */
export function DetailsTable({
  rows,
  className,
}: {
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  className?: string;
}) {
  return (
    <HTMLTable compact className={['details-table', className].filter(Boolean).join(' ')}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
