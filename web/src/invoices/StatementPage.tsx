import { FormGroup, InputGroup } from '@blueprintjs/core';
import {
  type BusinessDate,
  businessDateOf,
  businessDateSchema,
  formatOrderDate,
  formatPence,
  invoiceMessages,
  type StatementDayView,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { PageHeading } from '../platform/PageHeading';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { type DateRange, statementsQuery } from './queries';
import { defaultStatementRange } from './statementRange';
import './statementPage.css';

const dateParam = (value: string | null) => (value && businessDateSchema.safeParse(value).success ? value : null);

/** The range in the address bar (?start&end), so a statement view can be linked to. */
function useStatementRange(today: BusinessDate) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = defaultStatementRange(today);
  const range: DateRange = {
    start: dateParam(searchParams.get('start')) ?? fallback.start,
    end: dateParam(searchParams.get('end')) ?? fallback.end,
  };
  const setRange = (next: DateRange) => setSearchParams({ start: next.start, end: next.end }, { replace: true });
  return [range, setRange] as const;
}

/** Spec 01 §5: start not after end, neither in the future. */
function rangeProblem(range: DateRange, today: BusinessDate): string | null {
  if (range.start > today || range.end > today) return 'Dates cannot be in the future.';
  if (range.start > range.end) return invoiceMessages.invalidRange;
  return null;
}

const invoicePath = (venueId: string, start: BusinessDate, end: BusinessDate) =>
  `/v/${encodeURIComponent(venueId)}/invoice/${start}/${end}`;

function InvoiceLinkCell({ data, context }: ICellRendererParams<StatementDayView, unknown, { venueId: string }>) {
  if (!data) return null;
  return (
    <Link to={invoicePath(context.venueId, data.date, data.date)} aria-label={`View invoice ${data.invoiceNumber}`}>
      {data.invoiceNumber}
    </Link>
  );
}

function statementColumns(isNarrow: boolean): ColDef<StatementDayView>[] {
  const money = (headerName: string, field: 'net' | 'vat' | 'total'): ColDef<StatementDayView> => ({
    headerName,
    field,
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    type: 'rightAligned',
    minWidth: isNarrow ? 84 : 110,
    flex: 1,
  });
  const columns: ColDef<StatementDayView>[] = [
    {
      headerName: 'Date',
      field: 'date',
      valueFormatter: ({ value }) => (typeof value === 'string' ? formatOrderDate(value) : ''),
      minWidth: isNarrow ? 92 : 110,
      flex: 1,
      sort: 'desc',
    },
    {
      headerName: 'Invoice',
      field: 'invoiceNumber',
      cellRenderer: InvoiceLinkCell,
      minWidth: isNarrow ? 120 : 150,
      flex: 1,
    },
  ];
  if (!isNarrow) {
    columns.push(
      { headerName: 'Suppliers', field: 'supplierCount', type: 'rightAligned', minWidth: 100, flex: 1 },
      { headerName: 'Orders', field: 'orderCount', type: 'rightAligned', minWidth: 90, flex: 1 },
      money('Net', 'net'),
      money('VAT', 'vat'),
    );
  }
  columns.push(money('Total', 'total'));
  return columns;
}

/** Spec 01 §2 'Overview' (statement): a statement row per ordered day, each opening its printable invoice. */
export function StatementPage() {
  const { venueId = '' } = useParams();
  const today = businessDateOf(new Date());
  const [range, setRange] = useStatementRange(today);
  const problem = rangeProblem(range, today);
  const statements = useQuery({ ...statementsQuery(venueId, range), enabled: problem === null, throwOnError: false });
  const isNarrow = useNarrowerThan('md');
  const columns = useMemo(() => statementColumns(isNarrow), [isNarrow]);
  const id = useId();

  const dateField = (name: 'start' | 'end', label: string) => (
    <FormGroup label={label} labelFor={`${id}-${name}`} className="statement-range__field">
      <InputGroup
        id={`${id}-${name}`}
        type="date"
        value={range[name]}
        max={today}
        onValueChange={(value) => {
          if (businessDateSchema.safeParse(value).success) setRange({ ...range, [name]: value });
        }}
      />
    </FormGroup>
  );

  return (
    <>
      <PageHeading
        title="Overview"
        actions={
          statements.data && statements.data.days.length > 0 ? (
            <LinkButton
              to={invoicePath(venueId, range.start, range.end)}
              text="Invoice for these dates"
              icon="document"
              intent="primary"
            />
          ) : undefined
        }
      />
      <fieldset className="statement-range">
        <legend className="visually-hidden">Statement dates</legend>
        {dateField('start', 'Start date')}
        {dateField('end', 'End date')}
      </fieldset>
      {problem ? (
        <NoticeCallout intent="danger" title="Check the dates" role="alert">
          {problem}
        </NoticeCallout>
      ) : !statements.data ? (
        statements.error ? (
          <NoticeCallout
            intent="danger"
            role="alert"
            title={(statements.error as { title?: string }).title ?? 'Something went wrong'}
          >
            {statements.error.message}
          </NoticeCallout>
        ) : (
          <LoadingState label="Loading statements" />
        )
      ) : statements.data.days.length === 0 ? (
        <EmptyState
          icon="th-list"
          title={invoiceMessages.noStatements}
          description={invoiceMessages.noStatementsDescription}
        />
      ) : (
        <>
          <DataGrid<StatementDayView>
            rowData={statements.data.days}
            columnDefs={columns}
            context={{ venueId }}
            getRowId={({ data }) => data.date}
            rowHeight={44}
          />
          <dl className="statement-totals">
            <div>
              <dt>Net</dt>
              <dd>{formatPence(statements.data.net)}</dd>
            </div>
            <div>
              <dt>VAT</dt>
              <dd>{formatPence(statements.data.vat)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatPence(statements.data.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </>
  );
}
