import { Button, Card, H2 } from '@blueprintjs/core';
import {
  formatOrderDate,
  formatPence,
  formatSpendMonth,
  type MonthSpendRow,
  monthSpendCsvRows,
  type SupplierSpendRow,
  spendShare,
  supplierSpendCsvRows,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { type ReactNode, useId } from 'react';
import { useParams } from 'react-router-dom';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { useOrderFilters } from '../filters/useOrderFilters';
import { downloadCsvRows, exportFileName } from './exportFiles';
import { QueryProblem } from './QueryProblem';
import { spendOverTimeQuery } from './queries';
import { SpendByMonthLine } from './SpendByMonthLine';
import { SpendBySupplierPie } from './SpendBySupplierPie';
import { supplierColourAt } from './supplierColours';
import './purchasingAnalytics.css';

const pence = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

/** The supplier's name after a swatch of its pie slice colour. */
function SupplierCell({
  value,
  data,
  colourOf,
}: CustomCellRendererProps<SupplierSpendRow, string> & { colourOf: (supplierId: string) => string }) {
  return (
    <span className="spend-supplier">
      <span
        className="spend-supplier__swatch"
        style={{ background: data ? colourOf(data.supplierId) : 'transparent' }}
        aria-hidden="true"
      />
      <span className="spend-supplier__name">{value}</span>
    </span>
  );
}

function supplierColumns(
  rows: readonly SupplierSpendRow[],
  total: number,
  isNarrow: boolean,
): ColDef<SupplierSpendRow>[] {
  // Colours follow the spend ranking the pie is drawn in, whatever order the table is sorted in.
  const colours = new Map(rows.map((row, index) => [row.supplierId, supplierColourAt(index)]));
  const supplier: ColDef<SupplierSpendRow> = {
    headerName: 'Supplier',
    field: 'supplierTitle',
    cellRenderer: SupplierCell,
    cellRendererParams: { colourOf: (supplierId: string) => colours.get(supplierId) ?? 'transparent' },
  };
  const share: ColDef<SupplierSpendRow> = {
    headerName: 'Share',
    colId: 'share',
    type: 'rightAligned',
    width: isNarrow ? 80 : 100,
    valueGetter: ({ data }) => (data ? spendShare(data.spend, total) : 0),
    valueFormatter: ({ value }) => `${Number(value).toFixed(1)}%`,
  };
  if (isNarrow) {
    return [
      { ...supplier, minWidth: 120, flex: 1 },
      { headerName: 'Spend', field: 'spend', type: 'rightAligned', width: 104, valueFormatter: pence, sort: 'desc' },
      share,
      { headerName: 'Orders', field: 'orderCount', type: 'rightAligned', width: 90 },
      { headerName: 'Spend ex VAT', field: 'spendExVat', type: 'rightAligned', width: 130, valueFormatter: pence },
    ];
  }
  return [
    { ...supplier, minWidth: 160, flex: 2 },
    { headerName: 'Orders', field: 'orderCount', type: 'rightAligned', width: 100 },
    {
      headerName: 'Spend',
      field: 'spend',
      type: 'rightAligned',
      minWidth: 120,
      flex: 1,
      valueFormatter: pence,
      sort: 'desc',
    },
    {
      headerName: 'Spend ex VAT',
      field: 'spendExVat',
      type: 'rightAligned',
      minWidth: 135,
      flex: 1,
      valueFormatter: pence,
    },
    share,
  ];
}

function monthColumns(isNarrow: boolean): ColDef<MonthSpendRow>[] {
  return [
    {
      headerName: 'Month',
      field: 'month',
      minWidth: isNarrow ? 90 : 120,
      flex: 1,
      valueFormatter: ({ value }) => (typeof value === 'string' ? formatSpendMonth(value) : ''),
    },
    { headerName: 'Spend', field: 'spend', type: 'rightAligned', width: isNarrow ? 110 : 160, valueFormatter: pence },
    { headerName: 'Orders', field: 'orderCount', type: 'rightAligned', width: isNarrow ? 84 : 100 },
    {
      headerName: 'Spend ex VAT',
      field: 'spendExVat',
      type: 'rightAligned',
      width: isNarrow ? 130 : 160,
      valueFormatter: pence,
    },
  ];
}

function SpendSection({ title, onDownload, children }: { title: string; onDownload: () => void; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="spend-section">
      <div className="spend-section__header">
        <H2 id={headingId} className="spend-section__title">
          {title}
        </H2>
        <Button icon="download" text="Download CSV" onClick={onDownload} aria-label={`Download CSV: ${title}`} />
      </div>
      {children}
    </Card>
  );
}

export function SpendOverTimePage() {
  const { venueId = '' } = useParams();
  const { filters } = useOrderFilters();
  const spend = useQuery(spendOverTimeQuery(venueId, filters));
  const isNarrow = useNarrowerThan('sm');
  const data = spend.data;

  const heading = (
    <PageHeading title="Spend over time" subtitle="Monitor your supplier spending and check your monthly outgoings" />
  );
  if (spend.isError && !data) {
    return (
      <>
        {heading}
        <QueryProblem error={spend.error} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading spend" />
      </>
    );
  }
  if (data.bySupplier.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="timeline-line-chart"
          title="No spend to show"
          description={`Nothing ordered between ${formatOrderDate(filters.start)} and ${formatOrderDate(filters.end)} matches your filters.`}
        />
      </>
    );
  }

  return (
    <>
      {heading}
      {spend.isError && <QueryProblem error={spend.error} />}
      <p className="spend-total">
        {formatOrderDate(data.start)} – {formatOrderDate(data.end)}: <strong>{formatPence(data.total.spend)}</strong>{' '}
        spent ({formatPence(data.total.spendExVat)} ex VAT)
      </p>
      <div className="spend-sections">
        <SpendSection
          title="Spend per supplier"
          onDownload={() =>
            downloadCsvRows(supplierSpendCsvRows(data.bySupplier), exportFileName('spend-per-supplier', filters, 'csv'))
          }
        >
          <SpendBySupplierPie rows={data.bySupplier} isNarrow={isNarrow} />
          <DataGrid<SupplierSpendRow>
            rowData={data.bySupplier}
            columnDefs={supplierColumns(data.bySupplier, data.total.spend, isNarrow)}
            getRowId={({ data: row }) => row.supplierId}
          />
        </SpendSection>
        <SpendSection
          title="Spend per month"
          onDownload={() =>
            downloadCsvRows(monthSpendCsvRows(data.byMonth), exportFileName('spend-per-month', filters, 'csv'))
          }
        >
          <SpendByMonthLine rows={data.byMonth} isNarrow={isNarrow} />
          <DataGrid<MonthSpendRow>
            rowData={data.byMonth}
            columnDefs={monthColumns(isNarrow)}
            getRowId={({ data: row }) => row.month}
          />
        </SpendSection>
      </div>
    </>
  );
}
