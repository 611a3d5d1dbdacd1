import { Button, Callout, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsRow,
  addBusinessDays,
  analyticsCsvHeadings,
  analyticsFileName,
  analyticsMessages,
  businessDateOf,
  CUSTOMER_DEFAULT_PAGE_SIZE,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  customerPageSizes,
  formatLondonDateTime,
  formatPence,
  toCsv,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { showToast } from '../../platform/toaster';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { useDebouncedValue } from '../useDebouncedValue';
import { useSupplierId } from '../useSupplierId';
import { VenueLogo } from '../VenueLogo';
import { AnalyticsDateRange } from './AnalyticsDateRange';
import { allAnalyticsRows, analyticsQuery } from './analyticsQueries';
import { WeeklySpendSparkline } from './WeeklySpendSparkline';
import './analytics.css';
import { PageSteps } from '../../platform/PageSteps';

type Cell = ICellRendererParams<AnalyticsRow>;

const lastOrderText = (row: AnalyticsRow) => (row.lastOrderPlaced ? formatLondonDateTime(row.lastOrderPlaced) : '—');

function LogoCell({ data }: Cell) {
  return data ? <VenueLogo title={data.venueTitle} logo={data.logo} /> : null;
}

function VenueCell({ data }: Cell) {
  if (!data) return null;
  return (
    <span className="analytics__venue">
      <span>{data.venueTitle}</span>
      {data.hasDropped && (
        <Tag
          minimal
          intent="danger"
          icon="trending-down"
          title="Last week's spend fell below half the four weeks before"
        >
          Dropped
        </Tag>
      )}
    </span>
  );
}

function ActiveCell({ data }: Cell) {
  if (!data) return null;
  const active = data.active === 'green';
  return (
    <span
      className={`analytics__dot analytics__dot--${data.active}`}
      role="img"
      aria-label={active ? 'Active' : 'Not active'}
      title={active ? 'Ordered in this period' : 'No order in this period'}
    />
  );
}

function TrendCell({ data }: Cell) {
  return data ? <WeeklySpendSparkline weeklySpend={data.weeklySpend} hasDropped={data.hasDropped} /> : null;
}

const money = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

const columns: ColDef<AnalyticsRow>[] = [
  { headerName: 'Logo', colId: 'logo', cellRenderer: LogoCell, width: 66, sortable: false, wrapHeaderText: false },
  { headerName: 'Venue name', field: 'venueTitle', cellRenderer: VenueCell, minWidth: 140, flex: 2 },
  { headerName: 'Account Number', field: 'accountNumber', width: 96 },
  { headerName: 'Total Orders', field: 'totalOrders', type: 'rightAligned', width: 84 },
  { headerName: 'Total Revenue', field: 'totalRevenue', valueFormatter: money, type: 'rightAligned', width: 110 },
  {
    headerName: 'Average Order Size',
    field: 'averageOrderSize',
    valueFormatter: money,
    type: 'rightAligned',
    width: 100,
  },
  {
    headerName: 'Last Order Placed',
    field: 'lastOrderPlaced',
    valueFormatter: ({ data }) => (data ? lastOrderText(data) : ''),
    width: 150,
  },
  { headerName: 'Active?', field: 'active', cellRenderer: ActiveCell, width: 76 },
  { headerName: 'Weekly spend (12 weeks)', colId: 'trend', cellRenderer: TrendCell, width: 136, sortable: false },
];

/** On a phone the venue's name stays in view while the row scrolls sideways. */
const narrowColumns = columns.map((column) =>
  column.field === 'venueTitle'
    ? { ...column, pinned: 'left' as const, minWidth: 130, flex: undefined, width: 130 }
    : column,
);

function csvOf(rows: readonly AnalyticsRow[]): string {
  return toCsv([
    [...analyticsCsvHeadings],
    ...rows.map((row) => [
      row.venueTitle,
      row.accountNumber,
      row.totalOrders,
      (row.totalRevenue / 100).toFixed(2),
      (row.averageOrderSize / 100).toFixed(2),
      row.lastOrderPlaced ? lastOrderText(row) : '',
      row.active === 'green' ? 'Yes' : 'No',
    ]),
  ]);
}

/** Spec 03 §2 Analytics: each customer's orders and revenue over a period, with its weekly trend. */
export function AnalyticsPage() {
  const supplierId = useSupplierId();
  const isNarrow = useNarrowerThan('sm');
  const today = businessDateOf(new Date());
  const [range, setRange] = useState<{ fromDate: string | null; toDate: string | null }>(() => ({
    fromDate: addBusinessDays(today, -(ANALYTICS_DEFAULT_DAYS - 1)),
    toDate: today,
  }));
  const [search, setSearch] = useState('');
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(CUSTOMER_DEFAULT_PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);
  const venueTitle = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const hasRange = range.fromDate !== null && range.toDate !== null;
  const filter = {
    fromDate: range.fromDate ?? '',
    toDate: range.toDate ?? '',
    venueTitle,
    page,
    limit,
  };
  const analytics = useQuery(analyticsQuery(supplierId, filter, hasRange));
  const pages = analytics.data ? Math.max(1, Math.ceil(analytics.data.totalVenueSuppliersCount / limit)) : 1;
  const dropped = useMemo(() => analytics.data?.rows.filter((row) => row.hasDropped).length ?? 0, [analytics.data]);

  const download = async () => {
    if (!range.fromDate || !range.toDate) {
      void showToast({ intent: 'warning', message: analyticsMessages.selectDate });
      return;
    }
    setDownloading(true);
    try {
      const rows = await allAnalyticsRows(supplierId, {
        fromDate: range.fromDate,
        toDate: range.toDate,
        venueTitle,
      });
      downloadCsv(csvOf(rows), analyticsFileName(range.fromDate, range.toDate));
    } catch (error) {
      void showToast({ intent: 'danger', message: (error as Error).message });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="analytics">
      <PageHeading
        title="Analytics"
        subtitle="How each of your customers orders over the period, and its spend week by week."
        actions={<Button icon="download" text="Download Data" loading={downloading} onClick={() => void download()} />}
      />
      <div className="analytics__toolbar">
        <AnalyticsDateRange
          fromDate={range.fromDate}
          toDate={range.toDate}
          today={today}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <form
          aria-label="Search customers"
          className="analytics__search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearchProblem(search.trim() === '' ? analyticsMessages.emptySearch : null);
          }}
        >
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Search customers"
            aria-label="Search customers by venue name"
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              setPage(1);
              if (value.trim()) setSearchProblem(null);
            }}
            rightElement={<Button variant="minimal" icon="arrow-right" aria-label="Search" type="submit" />}
          />
          {searchProblem && (
            <p className="analytics__problem" role="alert">
              {searchProblem}
            </p>
          )}
        </form>
        <div className="analytics__counts">
          <Tag large minimal intent="success" icon="people">
            Active Customers: {analytics.data?.activeCount ?? '…'}
          </Tag>
          {dropped > 0 && (
            <Tag large minimal intent="danger" icon="trending-down">
              Dropped: {dropped}
            </Tag>
          )}
        </div>
      </div>
      {!hasRange ? (
        <Callout intent="warning" icon="calendar">
          {analyticsMessages.selectDate}
        </Callout>
      ) : analytics.isError && !analytics.data ? (
        <Callout intent="danger">{analytics.error.message}</Callout>
      ) : !analytics.data ? (
        <LoadingState label="Loading analytics" />
      ) : analytics.data.rows.length === 0 ? (
        <EmptyState icon="chart" title={analyticsMessages.noAnalytics} description="Try another period or search." />
      ) : (
        <>
          <DataGrid<AnalyticsRow>
            rowData={analytics.data.rows}
            columnDefs={isNarrow ? narrowColumns : columns}
            getRowId={({ data }) => data.venueId}
            rowHeight={48}
            defaultColDef={{ wrapHeaderText: true, autoHeaderHeight: true }}
          />
          <nav className="analytics__pager" aria-label="Analytics pages">
            <label htmlFor="analytics-page-size">Page size</label>
            <HTMLSelect
              id="analytics-page-size"
              value={limit}
              onChange={(event) => {
                setLimit(Number(event.currentTarget.value));
                setPage(1);
              }}
            >
              {customerPageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </HTMLSelect>
            <span>
              {(page - 1) * limit + 1} to {Math.min(page * limit, analytics.data.totalVenueSuppliersCount)} of{' '}
              {analytics.data.totalVenueSuppliersCount}
            </span>
            <PageSteps page={page} pages={pages} onPage={setPage} buttonProps={{ variant: 'minimal' }} />
          </nav>
        </>
      )}
    </div>
  );
}
