import { Card, H2, Tag } from '@blueprintjs/core';
import {
  formatOrderDate,
  formatPence,
  manualOrderMessages,
  type OrdersDay,
  type OrderView,
  quantityAdjustedNote,
  reachesAdminArea,
} from '@oms/contracts';
import type { ColDef } from 'ag-grid-community';
import { useId } from 'react';
import { useSession } from '../../identity/queries';
import { DataGrid } from '../../platform/DataGrid';
import { LinkButton } from '../../platform/LinkButton';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { OrderHistoryButton } from '../history/OrderHistoryButton';
import { OrderStatusTag } from './orderStatusTag';

type SupplierOrdersGroup = OrdersDay['groups'][number];
type OrderLineView = OrderView['lines'][number];

const priceColumn: ColDef<OrderLineView> = {
  headerName: 'Price',
  field: 'lineTotal',
  valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
  type: 'rightAligned',
};

const wideColumns: ColDef<OrderLineView>[] = [
  { headerName: 'Title', field: 'title', flex: 2, minWidth: 180 },
  { headerName: 'SKU', field: 'sku', flex: 1, minWidth: 100 },
  { headerName: 'Size', field: 'size', flex: 1, minWidth: 90 },
  { headerName: 'Quantity', field: 'chargedQuantity', type: 'rightAligned', minWidth: 100, flex: 1 },
  { ...priceColumn, minWidth: 100, flex: 1 },
];

const narrowColumns: ColDef<OrderLineView>[] = [
  {
    headerName: 'Title',
    field: 'title',
    flex: 1,
    minWidth: 120,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (line) => `${line.sku} · ${line.size}`,
    } satisfies TitleWithDetailsParams<OrderLineView>,
  },
  { headerName: 'Qty', field: 'chargedQuantity', type: 'rightAligned', width: 64 },
  { ...priceColumn, width: 88 },
];

/** Spec 01 §4: what the supplier changed, line by line, under an adjusted or partly rejected order. */
function SupplierDecisionNotes({ lines }: { lines: readonly OrderLineView[] }) {
  const changed = lines.filter(
    (line) => line.supplierConfirmed === false || (line.supplierConfirmed && line.updatedQuantity !== line.quantity),
  );
  if (changed.length === 0) return null;
  return (
    <ul className="supplier-order__changes">
      {changed.map((line) => (
        <li key={line.productId}>
          <strong>{line.title}</strong>{' '}
          {line.supplierConfirmed === false ? (
            <Tag intent="danger" minimal>
              Rejected
            </Tag>
          ) : (
            <span className="supplier-order__adjusted">
              {quantityAdjustedNote(line.quantity, line.updatedQuantity ?? 0)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Spec 01 §2: admins open the supplier's checklist of the group from the orders page. */
function checklistPathOf(venueId: string, supplierId: string, orderedDate: string, poNumber: string | null): string {
  const segments = [venueId, supplierId, orderedDate, poNumber ?? 'all'].map(encodeURIComponent);
  return `/checklist/${segments.join('/')}?admin=true`;
}

/** Spec 01 §2: orders of one day grouped by supplier and purchase order number. */
export function SupplierOrdersCard({
  group,
  venueId,
  orderedDate,
}: {
  group: SupplierOrdersGroup;
  venueId: string;
  orderedDate: string;
}) {
  const headingId = useId();
  const isNarrow = useNarrowerThan('sm');
  const session = useSession();
  const isAdmin = session !== null && reachesAdminArea(session.account.roles);
  return (
    <Card role="region" aria-labelledby={headingId} className="supplier-orders">
      <div className="supplier-orders__header">
        <H2 id={headingId} className="supplier-orders__title">
          {group.supplierTitle}
        </H2>
        {group.poNumber && <span className="supplier-orders__po">PO: {group.poNumber}</span>}
        {/* Manual orders are never sent to the supplier (spec 01 §2), so they have no checklist. */}
        {isAdmin && group.orders.some((order) => !order.placedManually) && (
          <span className="supplier-orders__checklist">
            <LinkButton
              to={checklistPathOf(venueId, group.supplierId, orderedDate, group.poNumber)}
              text="Checklist"
              icon="th-list"
              variant="outlined"
            />
          </span>
        )}
      </div>
      {group.orders.map((order) => (
        <div key={order.orderId} className="supplier-order">
          <div className="supplier-order__facts">
            <span>
              Delivery date <strong>{formatOrderDate(order.requiredDeliveryDay)}</strong>
            </span>
            <OrderStatusTag status={order.status} />
            {order.placedManually && (
              <Tag minimal icon="edit">
                {manualOrderMessages.placedManuallyLabel}
              </Tag>
            )}
            {isAdmin && <OrderHistoryButton venueId={venueId} orderId={order.orderId} title={group.supplierTitle} />}
          </div>
          {order.status !== 'rejected' && <SupplierDecisionNotes lines={order.lines} />}
          {order.notes && <p className="supplier-order__notes">Notes: {order.notes}</p>}
          <DataGrid<OrderLineView>
            rowData={order.lines}
            columnDefs={isNarrow ? narrowColumns : wideColumns}
            rowHeight={isNarrow ? 60 : 48}
            getRowId={({ data }) => data.productId}
          />
          {order.deliveryFee > 0 && (
            <p className="supplier-order__delivery-fee">
              Delivery fee <strong>{formatPence(order.deliveryFee)}</strong>
            </p>
          )}
        </div>
      ))}
      <p className="supplier-orders__total">
        Total <strong>{formatPence(group.total)}</strong>
      </p>
    </Card>
  );
}
