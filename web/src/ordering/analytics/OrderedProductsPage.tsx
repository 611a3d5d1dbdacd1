import { Button, Radio, RadioGroup } from '@blueprintjs/core';
import {
  formatOrderDate,
  formatPence,
  type OrderedProductRow,
  orderedProductsCsvRows,
  type ReceiptingFilter,
  receiptingFilterLabels,
  receiptingFilterSchema,
  receiptingFilters,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../../platform/TitleWithDetailsCell';
import { showToast } from '../../platform/toaster';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { useOrderFilters } from '../filters/useOrderFilters';
import { downloadCsvRows, downloadPng, exportFileName } from './exportFiles';
import { OrderedProductsSnapshot } from './OrderedProductsSnapshot';
import { QueryProblem } from './QueryProblem';
import { orderedProductsQuery, receiptingFilterOf } from './queries';
import './purchasingAnalytics.css';

const pence = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

const lastOrderedColumn: ColDef<OrderedProductRow> = {
  headerName: 'Last ordered',
  field: 'lastOrderedDate',
  width: 135,
  valueFormatter: ({ value }) => (typeof value === 'string' ? formatOrderDate(value) : ''),
};

const wideColumns: ColDef<OrderedProductRow>[] = [
  { headerName: 'Product', field: 'title', minWidth: 220, flex: 2 },
  { headerName: 'Supplier', field: 'supplierTitle', minWidth: 150, flex: 1 },
  { headerName: 'Type', field: 'type', width: 120, valueFormatter: ({ value }) => value ?? '' },
  { headerName: 'Ordered', field: 'orderedQuantity', type: 'rightAligned', width: 110 },
  {
    headerName: 'Accepted',
    field: 'acceptedQuantity',
    type: 'rightAligned',
    width: 115,
    headerTooltip: 'What the supplier accepted: the ordered quantity until the supplier decides',
  },
  { headerName: 'Spend', field: 'spend', type: 'rightAligned', width: 120, valueFormatter: pence, sort: 'desc' },
  { headerName: 'Spend ex VAT', field: 'spendExVat', type: 'rightAligned', width: 135, valueFormatter: pence },
  lastOrderedColumn,
  { headerName: 'Orders', field: 'orderCount', type: 'rightAligned', width: 100 },
  { headerName: 'Last price', field: 'lastUnitPrice', type: 'rightAligned', width: 115, valueFormatter: pence },
  { headerName: 'SKU', field: 'sku', width: 120 },
  { headerName: 'Size', field: 'size', width: 130 },
];

const narrowColumns: ColDef<OrderedProductRow>[] = [
  {
    headerName: 'Product',
    field: 'title',
    flex: 1,
    minWidth: 140,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (row) => `${row.supplierTitle} · ${row.size}`,
    } satisfies TitleWithDetailsParams<OrderedProductRow>,
  },
  { headerName: 'Qty', field: 'acceptedQuantity', type: 'rightAligned', width: 64 },
  { headerName: 'Spend', field: 'spend', type: 'rightAligned', width: 96, valueFormatter: pence, sort: 'desc' },
  lastOrderedColumn,
  { headerName: 'Ordered', field: 'orderedQuantity', type: 'rightAligned', width: 96 },
  { headerName: 'Spend ex VAT', field: 'spendExVat', type: 'rightAligned', width: 130, valueFormatter: pence },
];

/** Up to this many rows the table is as tall as its rows (and the image shows them all); beyond, it scrolls. */
const fullHeightRows = 60;

function useReceiptingFilter(): [ReceiptingFilter, (next: ReceiptingFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (next: ReceiptingFilter) =>
    setSearchParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 'all') search.delete('receipting');
        else search.set('receipting', next);
        return search;
      },
      { replace: true },
    );
  return [receiptingFilterOf(searchParams), set];
}

export function OrderedProductsPage() {
  const { venueId = '' } = useParams();
  const { filters } = useOrderFilters();
  const [receipting, setReceipting] = useReceiptingFilter();
  const ordered = useQuery(orderedProductsQuery(venueId, filters, receipting));
  const exportArea = useRef<HTMLDivElement>(null);
  /** The file name of the image being made; null when none is. */
  const [imageName, setImageName] = useState<string | null>(null);
  const isExportingImage = imageName !== null;
  const data = ordered.data;
  const isNarrow = useNarrowerThan('sm');

  // The snapshot table is drawn off screen while an image is made, then taken away again.
  useEffect(() => {
    const snapshot = exportArea.current;
    if (!imageName || !snapshot) return;
    // Drawing a long table is heavy: start after the click has been handled and the page painted.
    const start = window.setTimeout(() => {
      downloadPng(snapshot, imageName, { drawnOffScreen: true })
        .catch(() => showToast({ intent: 'danger', message: 'The image could not be made. Please try again.' }))
        .finally(() => setImageName(null));
    }, 50);
    return () => window.clearTimeout(start);
  }, [imageName]);
  const exportImage = () => setImageName(exportFileName('ordered-products', filters, 'png'));

  const hasRows = (data?.products.length ?? 0) > 0;
  return (
    <>
      <PageHeading
        title="Ordered products"
        subtitle="Everything you need to know about the products you're buying."
        actions={
          <div className="analytics-actions">
            <Button
              icon="download"
              text="Download CSV"
              disabled={!hasRows}
              onClick={() =>
                data &&
                downloadCsvRows(
                  orderedProductsCsvRows(data.products),
                  exportFileName('ordered-products', filters, 'csv'),
                )
              }
            />
            <Button
              icon="media"
              text="Download image"
              disabled={!hasRows}
              loading={isExportingImage}
              onClick={exportImage}
            />
          </div>
        }
      />
      <RadioGroup
        label="Receipting"
        inline
        className="ordered-products__receipting"
        selectedValue={receipting}
        onChange={(event) => setReceipting(receiptingFilterSchema.parse(event.currentTarget.value))}
      >
        {receiptingFilters.map((value) => (
          <Radio key={value} value={value} label={receiptingFilterLabels[value]} />
        ))}
      </RadioGroup>
      {ordered.isError && !data ? (
        <QueryProblem error={ordered.error} />
      ) : !data ? (
        <LoadingState label="Loading ordered products" />
      ) : !hasRows ? (
        <EmptyState
          icon="shopping-cart"
          title="No ordered products"
          description={`Nothing ordered${receipting === 'all' ? '' : ` and ${receiptingFilterLabels[receipting].toLowerCase()}`} between ${formatOrderDate(filters.start)} and ${formatOrderDate(filters.end)} matches your filters.`}
        />
      ) : (
        <div className="ordered-products__export">
          {isExportingImage && <OrderedProductsSnapshot ref={exportArea} data={data} />}
          {ordered.isError && <QueryProblem error={ordered.error} />}
          <dl className="analytics-summary" aria-label="Summary">
            <div>
              <dt>Dates</dt>
              <dd>
                {formatOrderDate(data.start)} – {formatOrderDate(data.end)}
              </dd>
            </div>
            <div>
              <dt>Products</dt>
              <dd>{data.totals.productCount}</dd>
            </div>
            <div>
              <dt>Items accepted</dt>
              <dd>{data.totals.acceptedQuantity}</dd>
            </div>
            <div>
              <dt>Spend</dt>
              <dd>{formatPence(data.totals.spend)}</dd>
            </div>
            <div>
              <dt>Spend ex VAT</dt>
              <dd>{formatPence(data.totals.spendExVat)}</dd>
            </div>
          </dl>
          <DataGrid<OrderedProductRow>
            rowData={data.products}
            columnDefs={isNarrow ? narrowColumns : wideColumns}
            getRowId={({ data: row }) => row.productId}
            {...(data.products.length > fullHeightRows ? { height: '640px' } : {})}
          />
        </div>
      )}
    </>
  );
}
