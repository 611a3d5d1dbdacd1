import { Button, ButtonGroup } from '@blueprintjs/core';
import { type ChecklistLine, type ChecklistOrder, formatPence } from '@oms/contracts';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useEffect, useMemo, useState } from 'react';
import { DataGrid } from '../../platform/DataGrid';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { type Decisions, decisionKey, decisionOf, type LineDecision } from './decisions';
import { compactBelow, ProductSummary } from './ProductSummary';

export interface NewOrderRow {
  key: string;
  line: ChecklistLine;
  decision: LineDecision;
  disabled: boolean;
  showPrice: boolean;
}

export interface NewOrderGridContext {
  onDecide: (key: string, choice: boolean) => void;
  onQuantity: (key: string, quantity: number, ordered: number) => void;
}

function ProductCell({ data }: CustomCellRendererProps<NewOrderRow, string, NewOrderGridContext>) {
  return data ? <ProductSummary line={data.line} showPrice={data.showPrice} /> : null;
}

/** A row's cells redraw when this changes (the grid compares values, not the row objects). */
const decisionValue = (row: NewOrderRow | undefined) =>
  row ? `${row.decision.confirmed}:${row.decision.quantity}:${row.disabled}` : '';

function DecisionCell({ data, context }: CustomCellRendererProps<NewOrderRow, string, NewOrderGridContext>) {
  const isNarrow = useNarrowerThan(compactBelow);
  if (!data) return null;
  const { confirmed } = data.decision;
  const { title } = data.line;
  return (
    <ButtonGroup className="checklist-decision">
      <Button
        icon="tick"
        intent={confirmed === true ? 'success' : 'none'}
        variant={confirmed === true ? 'solid' : 'outlined'}
        active={confirmed === true}
        aria-pressed={confirmed === true}
        aria-label={`Accept ${title}`}
        disabled={data.disabled}
        onClick={() => context.onDecide(data.key, true)}
        {...(isNarrow ? {} : { text: 'Accept' })}
      />
      <Button
        icon="cross"
        intent={confirmed === false ? 'danger' : 'none'}
        variant={confirmed === false ? 'solid' : 'outlined'}
        active={confirmed === false}
        aria-pressed={confirmed === false}
        aria-label={`Reject ${title}`}
        disabled={data.disabled}
        onClick={() => context.onDecide(data.key, false)}
        {...(isNarrow ? {} : { text: 'Reject' })}
      />
    </ButtonGroup>
  );
}

function QuantityCell({ data, context }: CustomCellRendererProps<NewOrderRow, string, NewOrderGridContext>) {
  const quantity = data?.decision.quantity ?? 0;
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  if (!data) return null;
  const ordered = data.line.quantity;
  const rejected = data.decision.confirmed === false;
  return (
    <input
      className="bp6-input checklist-quantity"
      type="number"
      inputMode="numeric"
      min={0}
      max={ordered}
      step={1}
      aria-label={`Quantity to deliver of ${data.line.title}`}
      value={rejected ? '0' : draft}
      disabled={data.disabled || rejected}
      onChange={(event) => {
        const value = event.target.value;
        setDraft(value);
        const next = Number(value);
        if (value.trim() !== '') context.onQuantity(data.key, next, ordered);
      }}
      // A quantity out of 0..ordered is not kept: the field shows the one that will be sent.
      onBlur={() => setDraft(String(quantity))}
    />
  );
}

function priceText(line: ChecklistLine): string {
  return line.unitPrice === null ? '' : formatPence(line.unitPrice);
}

function newOrderColumns(isNarrow: boolean, hidesPrices: boolean): ColDef<NewOrderRow>[] {
  const decision: ColDef<NewOrderRow> = {
    headerName: isNarrow ? 'Decision' : 'Accept / Reject',
    colId: 'decision',
    valueGetter: ({ data }) => decisionValue(data),
    cellRenderer: DecisionCell,
    sortable: false,
    suppressKeyboardEvent: () => true,
    width: isNarrow ? 104 : 200,
  };
  const quantity: ColDef<NewOrderRow> = {
    headerName: isNarrow ? 'Qty' : 'Deliver',
    colId: 'quantity',
    valueGetter: ({ data }) => decisionValue(data),
    cellRenderer: QuantityCell,
    sortable: false,
    // The input handles its own keys; the grid must not treat typing as navigation.
    suppressKeyboardEvent: () => true,
    width: isNarrow ? 72 : 100,
  };
  if (isNarrow) {
    return [
      {
        headerName: 'Product',
        colId: 'title',
        valueGetter: ({ data }) => data?.line.title,
        flex: 1,
        minWidth: 100,
        cellRenderer: ProductCell,
        autoHeight: true,
      },
      decision,
      quantity,
    ];
  }
  const columns: ColDef<NewOrderRow>[] = [
    { headerName: 'Product', colId: 'title', valueGetter: ({ data }) => data?.line.title, flex: 2, minWidth: 140 },
    { headerName: 'SKU', colId: 'sku', valueGetter: ({ data }) => data?.line.sku, width: 110 },
    { headerName: 'Size', colId: 'size', valueGetter: ({ data }) => data?.line.size, flex: 1, minWidth: 80 },
    {
      headerName: 'Ordered',
      colId: 'ordered',
      valueGetter: ({ data }) => data?.line.quantity,
      type: 'rightAligned',
      width: 90,
    },
  ];
  if (!hidesPrices) {
    columns.push({
      headerName: 'Price',
      colId: 'price',
      valueGetter: ({ data }) => (data ? priceText(data.line) : ''),
      type: 'rightAligned',
      width: 90,
    });
  }
  columns.push(decision, quantity);
  return columns;
}

/** One new order's lines: accept or reject each, and the quantity to deliver. */
export function NewOrderGrid({
  order,
  decisions,
  disabled,
  hidesPrices,
  context,
}: {
  order: ChecklistOrder;
  decisions: Decisions;
  disabled: boolean;
  hidesPrices: boolean;
  context: NewOrderGridContext;
}) {
  const isNarrow = useNarrowerThan(compactBelow);
  const columns = useMemo(() => newOrderColumns(isNarrow, hidesPrices), [isNarrow, hidesPrices]);
  const rows = useMemo<NewOrderRow[]>(
    () =>
      order.lines.map((line) => ({
        key: decisionKey(order.orderId, line.productId),
        line,
        decision: decisionOf(decisions, order.orderId, line.productId),
        disabled,
        showPrice: !hidesPrices,
      })),
    [order, decisions, disabled, hidesPrices],
  );
  return (
    <DataGrid<NewOrderRow>
      rowData={rows}
      columnDefs={columns}
      context={context}
      getRowId={({ data }) => data.key}
      {...(isNarrow ? {} : { rowHeight: 48 })}
    />
  );
}
