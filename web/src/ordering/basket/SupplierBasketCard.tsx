import { Card, H2, Tag } from '@blueprintjs/core';
import { type BasketLineView, type BasketSupplierGroup, formatPence, orderingMessages } from '@oms/contracts';
import type { ColDef } from 'ag-grid-community';
import { useId, useMemo } from 'react';
import { DataGrid } from '../../platform/DataGrid';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { type BasketGridContext, BasketQuantityCell } from './BasketQuantityCell';

interface SupplierBasketCardProps {
  venueId: string;
  group: BasketSupplierGroup;
  isPricesHidden: boolean;
}

export function SupplierBasketCard({ venueId, group, isPricesHidden }: SupplierBasketCardProps) {
  const isNarrow = useNarrowerThan('sm');
  const columns = useMemo(() => basketColumns({ isPricesHidden, isNarrow }), [isPricesHidden, isNarrow]);
  const headingId = useId();
  const context = useMemo<BasketGridContext>(() => ({ venueId }), [venueId]);

  return (
    <Card role="region" className="supplier-basket" aria-labelledby={headingId}>
      <div className="supplier-basket__header">
        <H2 id={headingId} className="supplier-basket__title">
          {group.supplierTitle}
        </H2>
        <MinimumSpendTag group={group} />
        <DeliveryFeeTag group={group} />
      </div>
      <DataGrid<BasketLineView>
        rowData={group.lines}
        columnDefs={columns}
        context={context}
        getRowId={({ data }) => data.productId}
        rowHeight={isNarrow ? 60 : 48}
      />
      {!isPricesHidden && (
        <p className="supplier-basket__total">
          {group.deliveryFee > 0 && (
            <>
              Products {formatPence(group.linesTotal)} · Delivery fee {formatPence(group.deliveryFee)} ·{' '}
            </>
          )}
          Total <strong>{formatPence(group.total)}</strong>
        </p>
      )}
    </Card>
  );
}

function DeliveryFeeTag({ group }: { group: BasketSupplierGroup }) {
  if (group.deliveryFee <= 0) return null;
  return (
    <Tag minimal large>
      Delivery fee {formatPence(group.deliveryFee)}
    </Tag>
  );
}

function MinimumSpendTag({ group }: { group: BasketSupplierGroup }) {
  if (group.isBelowMinimum) {
    return (
      <Tag intent="danger" minimal large>
        {orderingMessages.minimumSpendingLimitIs(group.minOrderValue)}
      </Tag>
    );
  }
  if (group.minOrderValue > 0) {
    return (
      <Tag intent="success" minimal large>
        {orderingMessages.minimumSpendingLimitReached}
      </Tag>
    );
  }
  return null;
}

function basketColumns({ isPricesHidden, isNarrow }: { isPricesHidden: boolean; isNarrow: boolean }) {
  const columns: ColDef<BasketLineView>[] = isNarrow
    ? [
        {
          headerName: 'Title',
          field: 'title',
          flex: 1,
          minWidth: 100,
          cellRenderer: TitleWithDetailsCell,
          cellRendererParams: {
            details: (line) => `${line.sku} · ${line.size}`,
          } satisfies TitleWithDetailsParams<BasketLineView>,
        },
      ]
    : [
        { headerName: 'Title', field: 'title', flex: 2, minWidth: 180 },
        { headerName: 'SKU', field: 'sku', flex: 1, minWidth: 100 },
        { headerName: 'Size', field: 'size', flex: 1, minWidth: 90 },
      ];
  columns.push({
    headerName: 'Quantity',
    field: 'quantity',
    cellRenderer: BasketQuantityCell,
    minWidth: isNarrow ? 80 : 120,
    width: isNarrow ? 80 : 120,
    sortable: false,
    // The input handles its own keys; the grid must not treat typing as navigation.
    suppressKeyboardEvent: () => true,
  });
  if (!isPricesHidden) {
    columns.push({
      headerName: 'Price',
      field: 'lineTotal',
      valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
      type: 'rightAligned',
      ...(isNarrow ? { width: 80 } : { minWidth: 100, flex: 1 }),
    });
  }
  return columns;
}
