import { type Intent, Tag } from '@blueprintjs/core';
import { type OrderView, orderStatusLabels } from '@oms/contracts';

/** Spec 01 §4: rejected shows red, a quantity adjusted on acceptance orange. */
const statusIntents: Record<OrderView['status'], Intent> = {
  received: 'primary',
  confirmed: 'success',
  rejected: 'danger',
  adjusted: 'warning',
};

export function OrderStatusTag({ status }: { status: OrderView['status'] }) {
  return (
    <Tag intent={statusIntents[status]} minimal>
      {orderStatusLabels[status]}
    </Tag>
  );
}
