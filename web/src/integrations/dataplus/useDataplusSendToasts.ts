import { type DataplusIntegrationOrders, dataplusMessages } from '@oms/contracts';
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../platform/toaster';

const keyOf = (order: { supplierId: string; poNumber: string }) => `${order.supplierId}:${order.poNumber}`;

/**
 * Send file records the send and answers; the workflow sends it. The sends made here are watched
 * in the orders list and told once each: the success words when it lands, the failure's when not.
 */
export function useDataplusSendToasts(orders: DataplusIntegrationOrders | undefined) {
  const [awaited, setAwaited] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (awaited.size === 0 || !orders) return;
    const settled = orders.orders.filter(
      (order) =>
        awaited.has(keyOf(order)) && (order.dataplus?.status === 'sent' || order.dataplus?.status === 'failed'),
    );
    if (settled.length === 0) return;
    for (const order of settled) {
      if (order.dataplus?.status === 'sent') void showToast({ intent: 'success', message: dataplusMessages.sent });
      else {
        void showToast({
          intent: 'danger',
          message: `${dataplusMessages.sendFailed}: ${order.dataplus?.failure || dataplusMessages.tryAgain}`,
        });
      }
    }
    const told = new Set(settled.map(keyOf));
    setAwaited((current) => new Set([...current].filter((key) => !told.has(key))));
  }, [awaited, orders]);

  return useCallback(
    (order: { supplierId: string; poNumber: string }) => setAwaited((current) => new Set([...current, keyOf(order)])),
    [],
  );
}
