import { AnchorButton, Button, H1, H2 } from '@blueprintjs/core';
import {
  type BusinessDate,
  formatOrderDate,
  formatPence,
  type InvoiceLineView,
  type InvoiceSupplierView,
  type InvoiceView,
  invoiceFilterNote,
  invoiceMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { invoiceQuery } from './queries';
import './invoicePage.css';

const pence = ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : '');

/** A phone, a screen, or A4 paper (182 mm across: every column must fit without scrolling). */
type InvoiceLayout = 'phone' | 'screen' | 'paper';

function lineColumns(layout: InvoiceLayout, isRange: boolean): ColDef<InvoiceLineView>[] {
  const onPaper = layout === 'paper';
  const money = (headerName: string, field: 'unitPrice' | 'net' | 'vat' | 'total'): ColDef<InvoiceLineView> => ({
    headerName,
    field,
    valueFormatter: pence,
    type: 'rightAligned',
    minWidth: layout === 'screen' ? 95 : onPaper ? 78 : 80,
    flex: 1,
  });
  const wrapped = { wrapText: true, autoHeight: true, cellClass: 'invoice-cell--wrapped' } as const;
  if (layout === 'phone') {
    return [
      {
        headerName: 'Product',
        colId: 'product',
        valueGetter: ({ data }) => (data ? `${data.title} (${data.sku})` : ''),
        flex: 2,
        minWidth: 120,
        ...wrapped,
      },
      { headerName: 'Qty', field: 'quantity', type: 'rightAligned', width: 60 },
      money('Total', 'total'),
    ];
  }
  return [
    ...(isRange
      ? [
          {
            headerName: 'Date',
            field: 'orderedDate',
            valueFormatter: ({ value }: { value: unknown }) =>
              typeof value === 'string' ? formatOrderDate(value) : '',
            minWidth: onPaper ? 90 : 105,
            flex: 1,
          } satisfies ColDef<InvoiceLineView>,
        ]
      : []),
    { headerName: 'SKU', field: 'sku', minWidth: onPaper ? 94 : 100, flex: 1 },
    onPaper
      ? {
          headerName: 'Product',
          colId: 'product',
          valueGetter: ({ data }) => (data ? `${data.title}, ${data.size}` : ''),
          minWidth: 138,
          flex: 3,
          ...wrapped,
        }
      : { headerName: 'Product', field: 'title', minWidth: 200, flex: 3, ...wrapped },
    ...(onPaper
      ? []
      : [{ headerName: 'Size', field: 'size', minWidth: 70, flex: 1 } satisfies ColDef<InvoiceLineView>]),
    { headerName: 'Qty', field: 'quantity', type: 'rightAligned', minWidth: onPaper ? 45 : 60, flex: 1 },
    money('Unit price', 'unitPrice'),
    money('Net', 'net'),
    money('VAT', 'vat'),
    money('Total', 'total'),
  ];
}

function Totals({ amounts, label }: { amounts: Pick<InvoiceView, 'net' | 'vat' | 'total'>; label: string }) {
  return (
    <dl className="invoice-totals" aria-label={label}>
      <div>
        <dt>Subtotal (ex VAT)</dt>
        <dd>{formatPence(amounts.net)}</dd>
      </div>
      <div>
        <dt>VAT (20%)</dt>
        <dd>{formatPence(amounts.vat)}</dd>
      </div>
      <div className="invoice-totals__total">
        <dt>Total</dt>
        <dd>{formatPence(amounts.total)}</dd>
      </div>
    </dl>
  );
}

function SupplierSection({
  supplier,
  columns,
  onPaper,
}: {
  supplier: InvoiceSupplierView;
  columns: ColDef<InvoiceLineView>[];
  onPaper: boolean;
}) {
  return (
    <section className="invoice-supplier" aria-label={supplier.supplierTitle}>
      <H2 className="invoice-supplier__title">{supplier.supplierTitle}</H2>
      <DataGrid<InvoiceLineView>
        rowData={supplier.lines}
        columnDefs={columns}
        // Paper has no room for the screen's cell padding.
        compact={onPaper}
        suppressCellFocus
      />
      <Totals amounts={supplier} label={`${supplier.supplierTitle} totals`} />
    </section>
  );
}

const datesOf = (invoice: InvoiceView) =>
  invoice.startDate === invoice.endDate
    ? formatOrderDate(invoice.startDate)
    : `${formatOrderDate(invoice.startDate)} – ${formatOrderDate(invoice.endDate)}`;

/** The server's PDF of the same invoice, with the same supplier and product-type filters. */
function invoicePdfUrl(venueId: string, range: { start: string; end: string }, searchParams: URLSearchParams): string {
  const dates = range.start === range.end ? range.start : `${range.start}/${range.end}`;
  const filters = new URLSearchParams();
  for (const name of ['suppliers', 'types']) for (const value of searchParams.getAll(name)) filters.append(name, value);
  const query = filters.size > 0 ? `?${filters}` : '';
  return `/api/venues/${encodeURIComponent(venueId)}/order-invoice-pdfs/${dates}${query}`;
}

/** How long the tables take to lay themselves out again at paper width before the print dialog opens. */
const RELAYOUT_MS = 250;

/**
 * The tables position their cells for the width they have, and a browser prints without giving them
 * a chance to lay out again: so 'Print PDF' first narrows the invoice to the A4 width, lets the
 * tables settle, then opens the print dialog, and widens it again afterwards.
 */
function usePrintLayout() {
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    if (!isPrinting) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    const timer = window.setTimeout(() => {
      window.print();
    }, RELAYOUT_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [isPrinting]);
  return [isPrinting, setPrinting] as const;
}

/**
 * Spec 01 §2 / 02 §2.3 printable invoice for a day (/invoice/{date}) or a range
 * (/invoice/{startDate}/{endDate}). 'Print PDF' prints the page through the browser's own PDF
 * printer, laid out for paper by the print stylesheet.
 */
export function InvoicePage() {
  const { venueId = '', date, startDate, endDate } = useParams();
  const [searchParams] = useSearchParams();
  const range = { start: (startDate ?? date ?? '') as BusinessDate, end: (endDate ?? date ?? '') as BusinessDate };
  // Opened from a filtered Overview, the invoice keeps its suppliers and product types.
  const filters = { suppliers: searchParams.getAll('suppliers'), types: searchParams.getAll('types') };
  const filterNote = invoiceFilterNote(filters);
  const invoice = useQuery(invoiceQuery(venueId, range, filters));
  const isNarrow = useNarrowerThan('md');
  const [isPrinting, setPrinting] = usePrintLayout();
  const columns = useMemo(
    () => lineColumns(isPrinting ? 'paper' : isNarrow ? 'phone' : 'screen', range.start !== range.end),
    [isNarrow, isPrinting, range.start, range.end],
  );

  const actions = (
    <div className="invoice-page__actions">
      <LinkButton
        to={`/v/${encodeURIComponent(venueId)}/purchasing/orders`}
        text="Go back"
        icon="arrow-left"
        variant="outlined"
      />
      {invoice.data && invoice.data.suppliers.length > 0 && (
        <div className="invoice-page__pdf-actions">
          <Button
            intent="primary"
            icon="print"
            text="Print PDF"
            loading={isPrinting}
            onClick={() => setPrinting(true)}
          />
          <AnchorButton
            icon="download"
            text="Download PDF"
            variant="outlined"
            href={invoicePdfUrl(venueId, range, searchParams)}
          />
        </div>
      )}
    </div>
  );

  if (!invoice.data) {
    return (
      <div className="invoice-page">
        {actions}
        <LoadingState label="Loading invoice" />
      </div>
    );
  }
  const data = invoice.data;
  if (data.suppliers.length === 0) {
    return (
      <div className="invoice-page">
        {actions}
        <EmptyState
          icon="document"
          title={invoiceMessages.noInvoices}
          description={invoiceMessages.noInvoicesDescription}
          headingLevel={1}
        />
      </div>
    );
  }
  return (
    <div className={isPrinting ? 'invoice-page invoice-page--printing' : 'invoice-page'}>
      {actions}
      <article className="invoice-document" aria-label={`Invoice ${data.invoiceNumber}`}>
        <header className="invoice-document__header">
          <div>
            <H1 className="invoice-document__title">Invoice</H1>
            <p className="invoice-document__number">
              Invoice number <strong>{data.invoiceNumber}</strong>
            </p>
            <p className="invoice-document__dates">Orders of {datesOf(data)}</p>
            {filterNote && <p className="invoice-document__filters">{filterNote}</p>}
          </div>
          <address className="invoice-document__venue">
            <strong>{data.venue.title}</strong>
            {data.venue.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {data.venue.phoneNumber && <span>{data.venue.phoneNumber}</span>}
          </address>
        </header>
        {data.suppliers.map((supplier) => (
          <SupplierSection key={supplier.supplierId} supplier={supplier} columns={columns} onPaper={isPrinting} />
        ))}
        <section className="invoice-grand-total" aria-label="Invoice total">
          <H2 className="invoice-supplier__title">Invoice total</H2>
          <Totals amounts={data} label="Invoice totals" />
        </section>
      </article>
    </div>
  );
}
