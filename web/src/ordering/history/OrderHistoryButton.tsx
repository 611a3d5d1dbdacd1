import { Button, Dialog, DialogBody, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { OrderHistoryEntry } from '@oms/contracts';
import { channelLabels, formatLondonDateTime } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useId, useState } from 'react';
import { DataGrid } from '../../platform/DataGrid';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { orderHistoryQuery } from './queries';
import './orderHistory.css';

const channelWords = channelLabels;

const whenColumn: ColDef<OrderHistoryEntry> = {
  headerName: 'When',
  field: 'at',
  valueFormatter: ({ value }) => (typeof value === 'string' ? formatLondonDateTime(value) : ''),
  sort: 'asc',
  comparator: (a: string, b: string) => a.localeCompare(b),
};
const lineValue = ({ data }: { data: OrderHistoryEntry | undefined }) => data?.lineTitle ?? 'Whole order';

const wideColumns: ColDef<OrderHistoryEntry>[] = [
  { ...whenColumn, minWidth: 150, flex: 1 },
  { headerName: 'Who', field: 'who', minWidth: 140, flex: 1, filter: true },
  {
    headerName: 'Channel',
    field: 'channel',
    minWidth: 160,
    flex: 1,
    valueFormatter: ({ value }) => channelWords[value as OrderHistoryEntry['channel']] ?? String(value),
  },
  { headerName: 'What', field: 'action', minWidth: 150, flex: 1 },
  { headerName: 'Line', colId: 'line', valueGetter: lineValue, minWidth: 160, flex: 1.5, filter: true },
  { headerName: 'Change', field: 'change', minWidth: 180, flex: 2, wrapText: true, autoHeight: true },
];

const narrowColumns: ColDef<OrderHistoryEntry>[] = [
  {
    headerName: 'Change',
    colId: 'change',
    valueGetter: lineValue,
    flex: 1,
    minWidth: 180,
    wrapText: true,
    autoHeight: true,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (entry) => `${entry.action} (${channelWords[entry.channel]}): ${entry.change}`,
    } satisfies TitleWithDetailsParams<OrderHistoryEntry>,
  },
  {
    headerName: 'Who, when',
    field: 'who',
    width: 150,
    wrapText: true,
    autoHeight: true,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (entry) => formatLondonDateTime(entry.at),
    } satisfies TitleWithDetailsParams<OrderHistoryEntry>,
  },
];

/** Admins audit an order: every change to every line, who made it, when and through which channel. */
export function OrderHistoryButton({ venueId, orderId, title }: { venueId: string; orderId: string; title: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" icon="history" text="History" onClick={() => setOpen(true)} />
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={`Order history: ${title}`}
        icon="history"
        className="order-history-dialog"
      >
        <DialogBody>{isOpen && <OrderHistoryGrid venueId={venueId} orderId={orderId} />}</DialogBody>
      </Dialog>
    </>
  );
}

const allLines = 'all';
const wholeOrder = 'order';

function OrderHistoryGrid({ venueId, orderId }: { venueId: string; orderId: string }) {
  const history = useQuery({ ...orderHistoryQuery(venueId, orderId), throwOnError: false });
  const isNarrow = useNarrowerThan('md');
  const [line, setLine] = useState(allLines);
  const lineId = useId();
  if (history.isPending) return <LoadingState label="Loading the history" />;
  if (history.isError) {
    return (
      <NoticeCallout intent="danger" role="alert" title="The history could not be opened">
        {history.error.message}
      </NoticeCallout>
    );
  }
  const lines = [
    ...new Map(
      history.data.entries.flatMap((entry) =>
        entry.productId ? [[entry.productId, entry.lineTitle ?? entry.productId] as const] : [],
      ),
    ),
  ];
  const entries = history.data.entries.filter((entry) => line === allLines || (entry.productId ?? wholeOrder) === line);
  return (
    <div className="order-history">
      <FormGroup label="Line" labelFor={lineId} inline className="order-history__line">
        <HTMLSelect id={lineId} value={line} onChange={(event) => setLine(event.currentTarget.value)}>
          <option value={allLines}>All lines</option>
          <option value={wholeOrder}>Whole order</option>
          {lines.map(([productId, title]) => (
            <option key={productId} value={productId}>
              {title}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <DataGrid<OrderHistoryEntry>
        rowData={entries}
        columnDefs={isNarrow ? narrowColumns : wideColumns}
        getRowId={({ data }) => `${data.position}:${data.productId ?? wholeOrder}`}
        // As tall as its rows until it would outgrow the dialog; then it scrolls (and virtualises).
        // Phones always scroll: rows that wrap settle their heights after the grid measured itself.
        {...(isNarrow || entries.length > 10 ? { height: 'min(60vh, 520px)' } : {})}
      />
    </div>
  );
}
