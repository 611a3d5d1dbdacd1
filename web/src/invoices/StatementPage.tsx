import {
  type BusinessDate,
  formatOrderDate,
  formatPence,
  invoiceMessages,
  type StatementDayView,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryProblem } from '../ordering/analytics/QueryProblem';
import { useOrderFilters } from '../ordering/filters/useOrderFilters';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { invoiceFiltersSearch, statementsQuery } from './queries';
import './statementPage.css';

interface StatementGridContext {
  invoicePath: (start: BusinessDate, end: BusinessDate) => string;
}

function InvoiceLinkCell({ data, context }: ICellRendererParams<StatementDayView, unknown, StatementGridContext>) {
  if (!data) return null;
  return (
    <Link to={context.invoicePath(data.date, data.date)} aria-label={`View invoice ${data.invoiceNumber}`}>
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

/**
 * Spec 01 §2 'Overview' (statement): a statement row per ordered day within the filter panel's dates,
 * suppliers and product types, each opening its printable invoice narrowed the same way.
 */
export function StatementPage() {
  const { venueId = '' } = useParams();
  const { filters } = useOrderFilters();
  const statements = useQuery({ ...statementsQuery(venueId, filters), throwOnError: false });
  const isNarrow = useNarrowerThan('md');
  const columns = useMemo(() => statementColumns(isNarrow), [isNarrow]);
  const narrowing = invoiceFiltersSearch(filters);
  const context = useMemo<StatementGridContext>(
    () => ({
      invoicePath: (start, end) => `/v/${encodeURIComponent(venueId)}/invoice/${start}/${end}${narrowing}`,
    }),
    [venueId, narrowing],
  );
  const data = statements.data;

  return (
    <>
      <PageHeading
        title="Overview"
        actions={
          data && data.days.length > 0 ? (
            <LinkButton
              to={context.invoicePath(data.start, data.end)}
              text="Invoice for these dates"
              icon="document"
              intent="primary"
            />
          ) : undefined
        }
      />
      {statements.isError && !data ? (
        <QueryProblem error={statements.error} />
      ) : !data ? (
        <LoadingState label="Loading statements" />
      ) : data.days.length === 0 ? (
        <EmptyState
          icon="th-list"
          title={invoiceMessages.noStatements}
          description={invoiceMessages.noStatementsDescription}
        />
      ) : (
        <>
          {statements.isError && <QueryProblem error={statements.error} />}
          <DataGrid<StatementDayView>
            rowData={data.days}
            columnDefs={columns}
            context={context}
            getRowId={({ data: day }) => day.date}
            rowHeight={44}
          />
          <dl className="statement-totals" aria-label="Statement totals">
            <div>
              <dt>Net</dt>
              <dd>{formatPence(data.net)}</dd>
            </div>
            <div>
              <dt>VAT</dt>
              <dd>{formatPence(data.vat)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatPence(data.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </>
  );
}
