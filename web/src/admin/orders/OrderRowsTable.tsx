import { HTMLTable, type Intent, Tag } from '@blueprintjs/core';
import {
  type AdminOrderRow,
  adminOrderStatusLabels,
  formatPence,
  formatTableBusinessDate,
  manualOrderMessages,
} from '@oms/contracts';
import { Link } from 'react-router-dom';
import { OrderHistoryButton } from '../../ordering/history/OrderHistoryButton';
import './adminOrders.css';

/** Spec 03 §4: Approved green, Rejected magenta, any other status orange. */
const statusIntent: Record<AdminOrderRow['status'], Intent> = {
  confirmed: 'success',
  rejected: 'danger',
  adjusted: 'warning',
  received: 'warning',
};

export function OrderStatusTag({ status }: { status: AdminOrderRow['status'] }) {
  return (
    <Tag intent={statusIntent[status]} className={`admin-orders__status admin-orders__status--${status}`}>
      {adminOrderStatusLabels[status]}
    </Tag>
  );
}

/**
 * Orders across venues (spec 03 Admin Orders, Overview Past orders). Admins also get the order's
 * checklist as the admin sees it and its history.
 */
export function OrderRowsTable({ orders, admin }: { orders: readonly AdminOrderRow[]; admin: boolean }) {
  return (
    <div className="admin-orders__table-wrap">
      <HTMLTable striped className="admin-orders__table">
        <thead>
          <tr>
            <th scope="col">Venue</th>
            <th scope="col">Supplier</th>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">PO number</th>
            <th scope="col">Placed via</th>
            {admin && <th scope="col">Checklist</th>}
            {admin && <th scope="col">History</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td data-label="Venue">{order.venueTitle}</td>
              <td data-label="Supplier">{order.supplierTitle}</td>
              <td data-label="Date">{formatTableBusinessDate(order.orderedDate)}</td>
              <td data-label="Price">{formatPence(order.total)}</td>
              <td data-label="Status">
                <OrderStatusTag status={order.status} />
              </td>
              <td data-label="PO number">{order.poNumber ?? '—'}</td>
              <td data-label="Placed via">{order.placedVia}</td>
              {admin && (
                <td data-label="Checklist">
                  {/* A manual order never reached the supplier (spec 01 §2): there is no checklist to open. */}
                  {order.checklistPath === null ? (
                    manualOrderMessages.placedManuallyLabel
                  ) : (
                    <Link to={`${order.checklistPath}?admin=true`}>Checklist</Link>
                  )}
                </td>
              )}
              {admin && (
                <td data-label="History">
                  <OrderHistoryButton
                    venueId={order.venueId}
                    orderId={order.orderId}
                    title={`${order.supplierTitle} for ${order.venueTitle}`}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
