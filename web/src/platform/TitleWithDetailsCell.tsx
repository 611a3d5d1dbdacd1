import type { CustomCellRendererProps } from 'ag-grid-react';
import './titleWithDetailsCell.css';

export interface TitleWithDetailsParams<TRow> {
  /** The facts a narrow screen has no columns for, shown in one line under the title. */
  details: (row: TRow) => string;
}

export function TitleWithDetailsCell<TRow>({
  value,
  data,
  details,
}: CustomCellRendererProps<TRow, string> & TitleWithDetailsParams<TRow>) {
  return (
    <div className="title-with-details">
      <span className="title-with-details__title">{value}</span>
      {data && <span className="title-with-details__details">{details(data)}</span>}
    </div>
  );
}
