import { type ChecklistLine, type ChecklistOrder, formatPence, type OrderView, withVat } from '@oms/contracts';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useMemo } from 'react';
import { DataGrid } from '../../platform/DataGrid';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { OrderStatusTag } from '../orders/orderStatusTag';
import { compactBelow, ProductSummary } from './ProductSummary';

/** Spec 01 §4: rejected, accepted at another quantity, or confirmed as ordered. */
export function lineStatus(line: ChecklistLine): OrderView['status'] {
  if (line.supplierConfirmed === false) return 'rejected';
  if (line.supplierConfirmed === null) return 'received';
  return line.updatedQuantity !== null && line.updatedQuantity !== line.quantity ? 'adjusted' : 'confirmed';
}

export function acceptedQuantity(line: ChecklistLine): number {
  return line.supplierConfirmed === false ? 0 : (line.updatedQuantity ?? line.quantity);
}

function StatusCell({ data }: CustomCellRendererProps<ChecklistLine>) {
  return data ? <OrderStatusTag status={lineStatus(data)} /> : null;
}

/** Phones: the product, its facts and its status in one cell. */
function ProductCell({ data, context }: CustomCellRendererProps<ChecklistLine, unknown, { hidesPrices: boolean }>) {
  if (!data) return null;
  return (
    <ProductSummary line={data} showPrice={!context.hidesPrices}>
      <OrderStatusTag status={lineStatus(data)} />
    </ProductSummary>
  );
}

const lineTotal = (line: ChecklistLine) =>
  line.unitPrice === null ? '' : formatPence(withVat(line.unitPrice * acceptedQuantity(line), line.hasVat));

function approvedColumns(isNarrow: boolean, hidesPrices: boolean): ColDef<ChecklistLine>[] {
  const accepted: ColDef<ChecklistLine> = {
    headerName: isNarrow ? 'Qty' : 'Accepted',
    colId: 'accepted',
    // Phones show the quantity ordered under the product; wider screens say it here.
    valueGetter: ({ data }) =>
      data ? (isNarrow ? acceptedQuantity(data) : `${acceptedQuantity(data)} of ${data.quantity}`) : '',
    type: 'rightAligned',
    width: isNarrow ? 64 : 110,
  };
  const total: ColDef<ChecklistLine> = {
    headerName: isNarrow ? 'Total' : 'Total inc VAT',
    colId: 'total',
    valueGetter: ({ data }) => (data ? lineTotal(data) : ''),
    type: 'rightAligned',
    width: isNarrow ? 84 : 120,
  };
  if (isNarrow) {
    return [
      { headerName: 'Product', field: 'title', flex: 1, minWidth: 120, cellRenderer: ProductCell, autoHeight: true },
      accepted,
      ...(hidesPrices ? [] : [total]),
    ];
  }
  return [
    { headerName: 'Product', field: 'title', flex: 2, minWidth: 140 },
    { headerName: 'SKU', field: 'sku', width: 100 },
    { headerName: 'Size', field: 'size', flex: 1, minWidth: 70 },
    accepted,
    ...(hidesPrices
      ? []
      : [
          {
            headerName: 'Price',
            colId: 'price',
            valueGetter: ({ data }) => (data?.unitPrice == null ? '' : formatPence(data.unitPrice)),
            type: 'rightAligned',
            width: 90,
          } satisfies ColDef<ChecklistLine>,
          total,
        ]),
    {
      headerName: 'Status',
      colId: 'status',
      valueGetter: ({ data }) => (data ? lineStatus(data) : ''),
      cellRenderer: StatusCell,
      // 'Quantity adjusted but accepted' in full.
      minWidth: 220,
      flex: 1,
    },
  ];
}

/** One approved order's lines as the supplier decided them; a Brakes checklist shows no prices (spec 01 §9). */
export function ApprovedOrderGrid({ order, hidesPrices }: { order: ChecklistOrder; hidesPrices: boolean }) {
  const isNarrow = useNarrowerThan(compactBelow);
  const columns = useMemo(() => approvedColumns(isNarrow, hidesPrices), [isNarrow, hidesPrices]);
  const context = useMemo(() => ({ hidesPrices }), [hidesPrices]);
  return (
    <DataGrid<ChecklistLine>
      rowData={order.lines}
      columnDefs={columns}
      context={context}
      getRowId={({ data }) => data.productId}
      {...(isNarrow ? {} : { rowHeight: 48 })}
    />
  );
}
