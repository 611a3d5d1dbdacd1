import { Alert, Button, ButtonGroup, Classes, Tag } from '@blueprintjs/core';
import {
  channelLabels,
  formatOrderDate,
  formatPence,
  formatQuantity,
  type PurchaseOrder,
  type ReceiptingLine,
} from '@oms/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SaveToDataplusButton } from '../integrations/dataplus/SaveToDataplusButton';
import type { SaveToDataplusAction } from '../integrations/dataplus/useSaveToDataplus';
import { type SendToXeroAction, SendToXeroButton } from '../integrations/SendToXeroButton';
import { showErrorToast, showToast } from '../platform/toaster';
import { InvoiceCheckedCheckbox } from './InvoiceCheckedCheckbox';
import { MatchTag } from './MatchTag';
import { useDeleteOrder, useFullAccept, useSaveReceipt } from './queries';
import { type DraftsByLine, lineKey, type ReportDraft, receiptActions } from './reportDraft';
import { LineStatusTag, PurchaseOrderStatusTag } from './statusTags';

const channelOf = (placedVia: string) => channelLabels[placedVia as keyof typeof channelLabels] ?? placedVia;

function LineRow({
  line,
  draft,
  canReport,
  onReport,
  onDiscard,
}: {
  line: ReceiptingLine;
  draft: ReportDraft | undefined;
  canReport: boolean;
  onReport: () => void;
  onDiscard: () => void;
}) {
  return (
    <li className="receipting-line">
      <div className="receipting-line__product">
        <strong>{line.title}</strong>
        <span className="receipting-line__details">
          {[line.sku, line.size].filter(Boolean).join(' · ')} {line.added && <Tag minimal>Added</Tag>}
        </span>
      </div>
      <dl className="receipting-line__figures">
        <div>
          <dt>Ordered</dt>
          <dd>{formatQuantity(line.orderedQuantity)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatQuantity(line.receivedQuantity)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatPence(line.price)}</dd>
        </div>
        <div>
          <dt>Spend</dt>
          <dd>{formatPence(line.spend)}</dd>
        </div>
      </dl>
      <div className="receipting-line__status">
        <LineStatusTag status={line.status} />
        {line.receipting && (
          <span className="receipting-line__report">
            {line.receipting.error}
            {line.receipting.notes ? `: ${line.receipting.notes}` : ''}
          </span>
        )}
        {draft && (
          <Tag intent="primary" minimal onRemove={onDiscard}>
            Not saved: {draft.error}, quantity {formatQuantity(draft.quantity)}
          </Tag>
        )}
      </div>
      <Button
        className="receipting-line__action"
        small
        icon="issue"
        text={draft ? 'Edit error' : 'Report error'}
        disabled={!canReport}
        onClick={onReport}
      />
    </li>
  );
}

/** Spec 02 §2.4 "Columns: supplier and PO, ordered and supplier amounts (pence), placed via, date, status and actions". */
export const purchaseOrderColumns = [
  'Lines',
  'Supplier and PO',
  'Ordered',
  'Supplier amount',
  'Placed via',
  'Date',
  'Status',
  'Actions',
] as const;

/** The orders table's column headers; on phones each card labels its own figures instead. */
export function PurchaseOrdersTableHead() {
  return (
    <thead className="receipting-table__head">
      <tr className="receipting-po__summary">
        {purchaseOrderColumns.map((column) => (
          <th key={column} scope="col">
            {column === 'Lines' ? <span className="receipting-table__hidden-label">{column}</span> : column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One purchase order: its summary row, and when expanded its lines with the receipting actions of spec 02 §4. */
export function PurchaseOrderCard({
  venueId,
  po,
  xero,
  dataplus,
  drafts,
  onReport,
  onDiscard,
  onSaved,
  onHistory,
  onAddProduct,
  onInvoice,
}: {
  venueId: string;
  po: PurchaseOrder;
  /** Send to Xero, when the venue's connection is live and the order Confirmed or Changes. */
  xero: SendToXeroAction | null;
  /** Save to Dataplus, when the venue's flag is on and the order Confirmed or Changes. */
  dataplus: SaveToDataplusAction | null;
  drafts: DraftsByLine;
  onReport: (line: ReceiptingLine) => void;
  onDiscard: (line: ReceiptingLine) => void;
  onSaved: () => void;
  onHistory: () => void;
  onAddProduct: () => void;
  onInvoice: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveReceipt(venueId);
  const accept = useFullAccept(venueId);
  const remove = useDeleteOrder(venueId);
  const draftList = Object.values(drafts);
  const actions = receiptActions(po, draftList);
  const submit = (send: boolean) =>
    save.mutate(
      { po, body: { send, reports: draftList } },
      {
        onSuccess: ({ message }) => {
          onSaved();
          void showToast({ intent: 'success', message });
        },
        onError: showErrorToast,
      },
    );
  const waiting = po.status === 'Received';
  return (
    <tbody className={`receipting-po ${Classes.CARD} ${Classes.COMPACT}`}>
      <tr className="receipting-po__summary">
        <td>
          <Button
            minimal
            icon={open ? 'chevron-down' : 'chevron-right'}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} the lines of PO ${po.poNumber}`}
            onClick={() => setOpen(!open)}
          />
        </td>
        <td className="receipting-po__title">
          <strong>{po.supplierTitle}</strong>
          <span>PO {po.poNumber}</span>
        </td>
        <td className="receipting-po__figure" data-label="Ordered">
          {formatPence(po.totalSpendOrdered)}
        </td>
        <td className="receipting-po__figure" data-label="Supplier amount">
          {formatPence(po.totalSpendReceived)}
        </td>
        <td className="receipting-po__figure" data-label="Placed via">
          {channelOf(po.placedVia)}
        </td>
        <td className="receipting-po__figure" data-label="Date">
          {formatOrderDate(po.orderedDate)}
        </td>
        <td className="receipting-po__status">
          <PurchaseOrderStatusTag status={po.status} />
          {po.receiptingStatus && <Tag minimal>{po.receiptingStatus}</Tag>}
          <MatchTag match={po.match} />
          {draftList.length > 0 && (
            <Tag intent="primary" minimal>
              {draftList.length} not saved
            </Tag>
          )}
        </td>
        {waiting ? (
          <td className="receipting-po__actions" />
        ) : (
          <td className="receipting-po__actions">
            <ButtonGroup>
              <Button
                intent="success"
                icon="tick"
                text="Full accept"
                disabled={!actions.canFullAccept}
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(po, {
                    onSuccess: ({ message }) => void showToast({ intent: 'success', message }),
                    onError: showErrorToast,
                  })
                }
              />
              <Button icon="history" text="History" onClick={onHistory} />
              {xero && <SendToXeroButton action={xero} />}
              {dataplus && <SaveToDataplusButton venueId={venueId} po={po} action={dataplus} />}
            </ButtonGroup>
          </td>
        )}
      </tr>
      {open && (
        <tr className="receipting-po__detail">
          <td colSpan={purchaseOrderColumns.length}>
            <ul className="receipting-lines">
              {po.lines.map((line) => (
                <LineRow
                  key={lineKey(line)}
                  line={line}
                  draft={drafts[lineKey(line)]}
                  canReport={actions.canReport}
                  onReport={() => onReport(line)}
                  onDiscard={() => onDiscard(line)}
                />
              ))}
            </ul>
            {!waiting && (
              <div className="receipting-po__footer">
                <Button icon="plus" text="Add product" onClick={onAddProduct} />
                <Button icon="paperclip" text={po.invoice ? 'Replace invoice' : 'Attach invoice'} onClick={onInvoice} />
                {po.invoice && (
                  <Link
                    className="receipting-po__invoice"
                    to={`/invoice/${encodeURIComponent(venueId)}/${encodeURIComponent(po.invoice.invoiceId)}`}
                  >
                    View invoice
                  </Link>
                )}
                {po.invoice && <InvoiceCheckedCheckbox venueId={venueId} invoice={po.invoice} />}
                {po.placedManually && (
                  <Button
                    icon="trash"
                    intent="danger"
                    minimal
                    text="Delete order"
                    onClick={() => setConfirmDelete(true)}
                  />
                )}
                <span className="receipting-po__spacer" />
                <Button
                  text="Accept & Save"
                  disabled={!actions.canAcceptAndSave}
                  loading={save.isPending && !save.variables?.body.send}
                  onClick={() => submit(false)}
                />
                <Button
                  intent="primary"
                  icon="send-message"
                  text="Save & Send"
                  disabled={!actions.canSend}
                  loading={save.isPending && save.variables?.body.send === true}
                  onClick={() => submit(true)}
                />
              </div>
            )}
          </td>
        </tr>
      )}
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        cancelButtonText="No"
        confirmButtonText="Yes"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate(po, {
            onSuccess: ({ message }) => void showToast({ intent: 'success', message }),
            onError: showErrorToast,
          });
        }}
      >
        Are you sure you want to delete this order?
      </Alert>
    </tbody>
  );
}
