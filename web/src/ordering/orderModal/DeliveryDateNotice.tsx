import { type DeliveryDateCheck, formatOrderDate, orderingMessages, partialDeliveryMessage } from '@oms/contracts';
import { NoticeCallout } from '../../platform/NoticeCallout';

/** Spec 01 §5: why a chosen delivery date was refused, or which suppliers will deliver later than it. */
export function DeliveryDateNotice({ check }: { check: DeliveryDateCheck | undefined }) {
  switch (check?.kind) {
    case undefined:
    case 'ok':
      return null;
    case 'past':
      return (
        <NoticeCallout intent="danger" title={orderingMessages.pastDeliveryDate.title} role="alert">
          {orderingMessages.pastDeliveryDate.message}
        </NoticeCallout>
      );
    case 'invalid':
      return (
        <NoticeCallout intent="danger" title={orderingMessages.invalidDeliveryDay.title} role="alert">
          {orderingMessages.invalidDeliveryDay.message}
        </NoticeCallout>
      );
    case 'cutOffPassed':
      return (
        <NoticeCallout intent="danger" title={orderingMessages.orderCutOffPassed.title} role="alert">
          {orderingMessages.orderCutOffPassed.message}
        </NoticeCallout>
      );
    case 'partial':
      return (
        <NoticeCallout intent="warning" title={orderingMessages.partialDelivery.title} role="status">
          <p>{partialDeliveryMessage(check.suppliersNotDelivering)}</p>
          <ul className="delivery-notice__suppliers">
            {check.suppliersNotDelivering.map((supplier) => (
              <li key={supplier.supplierId}>
                {supplier.supplierTitle}: {formatOrderDate(supplier.nextDeliveryDay)}
                {supplier.reason === 'cutOff' && ` (order cut-off ${supplier.orderCutOffTime})`}
              </li>
            ))}
          </ul>
        </NoticeCallout>
      );
    default: {
      const unhandled: never = check;
      return unhandled;
    }
  }
}
