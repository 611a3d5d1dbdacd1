import type { PurchaseOrder } from '@oms/contracts';
import { sendToXeroPath } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { xeroBillsQuery, xeroConnectionQuery } from './queries';
import type { SendToXeroAction } from './SendToXeroButton';

/**
 * Spec 02 §2.4: Send to Xero shows only with a live connection and a Confirmed or Changes order,
 * and is disabled once the order is sent (or on its way); a failed send may be asked again.
 */
export function useSendToXero(venueId: string, included: boolean) {
  const connection = useQuery({ ...xeroConnectionQuery(venueId), enabled: included });
  const live = connection.data?.status === 'connected';
  const bills = useQuery({ ...xeroBillsQuery(venueId), enabled: live });
  const sent = new Set(
    (bills.data?.bills ?? []).filter((bill) => bill.status !== 'failed').map((bill) => bill.poNumber),
  );
  return (po: Pick<PurchaseOrder, 'supplierId' | 'poNumber' | 'status'>): SendToXeroAction | null =>
    live && (po.status === 'Confirmed' || po.status === 'Changes')
      ? { to: sendToXeroPath(venueId, po.supplierId, po.poNumber), sent: sent.has(po.poNumber) }
      : null;
}
