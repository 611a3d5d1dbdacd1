import { Tag } from '@blueprintjs/core';
import { type PurchaseOrderStatus, receiptingWords } from '@oms/contracts';

/** Spec 02 §4: Received shows as waiting; Confirmed green; Changes magenta; others orange. */
export function PurchaseOrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  if (status === 'Received')
    return <Tag className="receipting-tag receipting-tag--waiting">{receiptingWords.waitingOnSupplier}</Tag>;
  if (status === 'Confirmed') return <Tag intent="success">Confirmed</Tag>;
  return <Tag className="receipting-tag receipting-tag--changes">Changes</Tag>;
}

export function LineStatusTag({ status }: { status: string | null }) {
  if (!status) return null;
  const intent =
    status === 'Accepted' || status === 'Credit approved by supplier'
      ? 'success'
      : status.toLowerCase().startsWith('rejected')
        ? 'danger'
        : 'warning';
  return (
    <Tag minimal intent={intent}>
      {status}
    </Tag>
  );
}
