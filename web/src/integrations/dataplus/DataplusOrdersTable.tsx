import { Button, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import {
  channelLabels,
  type DataplusIntegrationOrder,
  formatOrderDate,
  formatPence,
  formatQuantity,
  type PurchaseOrder,
} from '@oms/contracts';
import { Fragment, useState } from 'react';
import { PurchaseOrderStatusTag } from '../../receipting/statusTags';
import { ScrollingTable } from '../ScrollingTable';

const channelOf = (placedVia: string) => channelLabels[placedVia as keyof typeof channelLabels] ?? placedVia;

const integrationStatusOf = (order: DataplusIntegrationOrder) => {
  if (!order.dataplus) return 'Not sent';
  if (order.dataplus.status === 'sent') return 'Sent';
  if (order.dataplus.status === 'requested') return 'Sending';
  return 'Failed';
};

/** Spec 02 §2.6: attaching and sending are closed once the order is sent or on its way. */
export const isDataplusClosed = (order: Pick<DataplusIntegrationOrder, 'dataplus'>) =>
  order.dataplus !== null && order.dataplus.status !== 'failed';

/** Spec 02 §2.4: only Confirmed or Changes orders go to dataplus. */
const isSendable = (order: DataplusIntegrationOrder) => order.status === 'Confirmed' || order.status === 'Changes';

export type GlnEdit = { productId: string; title: string; GLN: string };

function OrderLines({
  lines,
  glns,
  onEditGln,
}: {
  lines: PurchaseOrder['lines'] | undefined;
  glns: Record<string, string>;
  onEditGln: (product: GlnEdit) => void;
}) {
  if (!lines) return <p className="dataplus-lines__empty">The lines of this order are not in the receipting range.</p>;
  return (
    <ul className="dataplus-lines">
      {lines.map((line) => {
        const GLN = glns[line.productId] ?? '';
        return (
          <li key={`${line.orderId}-${line.productId}-${line.sku}`}>
            <strong>{line.title}</strong> {[line.sku, line.size].filter(Boolean).join(' · ')} ·{' '}
            {line.receivedQuantity !== line.orderedQuantity &&
              `ordered ${formatQuantity(line.orderedQuantity)}, received `}
            {formatQuantity(line.receivedQuantity)} × {formatPence(line.price)} = {formatPence(line.spend)}
            <span className="dataplus-lines__gln">GLN {GLN || '—'}</span>
            {!line.added && (
              <Button
                minimal
                small
                icon="edit"
                text="Edit GLN"
                aria-label={`Edit GLN of ${line.title}`}
                onClick={() => onEditGln({ productId: line.productId, title: line.title, GLN })}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The orders integration table: one row per purchase order, its lines below when expanded. */
export function DataplusOrdersTable({
  orders,
  linesOf,
  glns,
  attachedOf,
  onSelectInvoices,
  onSendFile,
  onOrderPdf,
  onEditGln,
}: {
  orders: DataplusIntegrationOrder[];
  linesOf: (order: DataplusIntegrationOrder) => PurchaseOrder['lines'] | undefined;
  glns: Record<string, string>;
  attachedOf: (order: DataplusIntegrationOrder) => string[];
  onSelectInvoices: (order: DataplusIntegrationOrder) => void;
  onSendFile: (order: DataplusIntegrationOrder) => void;
  onOrderPdf: (order: DataplusIntegrationOrder) => void;
  onEditGln: (product: GlnEdit) => void;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (poNumber: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(poNumber)) next.delete(poNumber);
      else next.add(poNumber);
      return next;
    });
  return (
    <ScrollingTable label="Orders integration">
      <HTMLTable compact striped className="dataplus-table">
        <thead>
          <tr>
            <th aria-label="Lines" />
            <th>Supplier and PO</th>
            <th>Ordered</th>
            <th>Supplier amount</th>
            <th>Placed via</th>
            <th>Date</th>
            <th>Status</th>
            <th>Actions</th>
            <th>Integration status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const key = `${order.supplierId}:${order.poNumber}`;
            const expanded = open.has(key);
            const status = integrationStatusOf(order);
            const closed = isDataplusClosed(order) || !isSendable(order);
            const attached = attachedOf(order).length;
            return (
              <Fragment key={key}>
                <tr>
                  <td>
                    <Button
                      minimal
                      small
                      icon={expanded ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} the lines of PO ${order.poNumber}`}
                      onClick={() => toggle(key)}
                    />
                  </td>
                  <td>
                    <strong>{order.supplierTitle}</strong>
                    <br />
                    <span>PO {order.poNumber}</span>
                  </td>
                  <td>{formatPence(order.totalSpendOrdered)}</td>
                  <td>{formatPence(order.totalSpendReceived)}</td>
                  <td>{channelOf(order.placedVia)}</td>
                  <td>{formatOrderDate(order.orderedDate)}</td>
                  <td>
                    <PurchaseOrderStatusTag status={order.status} />
                  </td>
                  <td>
                    <ButtonGroup className="dataplus-table__actions">
                      <Button
                        small
                        icon="paperclip"
                        text={attached ? `Invoices (${attached})` : 'Select Invoices'}
                        disabled={closed}
                        onClick={() => onSelectInvoices(order)}
                      />
                      <Button
                        small
                        intent="primary"
                        icon="send-to"
                        text="Send file"
                        disabled={closed}
                        onClick={() => onSendFile(order)}
                      />
                      <Button
                        small
                        icon="document"
                        text="Order PDF"
                        aria-label={`Dataplus Order PDF of PO ${order.poNumber}`}
                        onClick={() => onOrderPdf(order)}
                      />
                    </ButtonGroup>
                  </td>
                  <td>
                    <Tag intent={status === 'Sent' ? 'success' : 'warning'}>{status}</Tag>
                    {order.dataplus?.status === 'failed' && order.dataplus.failure && (
                      <div className="dataplus-table__failure">{order.dataplus.failure}</div>
                    )}
                  </td>
                </tr>
                {expanded && (
                  <tr className="dataplus-table__lines">
                    <td />
                    <td colSpan={8}>
                      <OrderLines lines={linesOf(order)} glns={glns} onEditGln={onEditGln} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
    </ScrollingTable>
  );
}
