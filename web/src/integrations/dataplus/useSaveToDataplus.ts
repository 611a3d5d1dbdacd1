import type { PurchaseOrder } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { venueQuery } from '../../venues/queries';
import { isDataplusClosed } from './DataplusOrdersTable';
import { dataplusOrdersQuery } from './queries';

export interface SaveToDataplusAction {
  /** Sent, or on its way (Prepared): attaching and sending are closed. */
  closed: boolean;
}

/** Spec 02 §2.4: Save to Dataplus for Confirmed or Changes orders when the venue's flag is on. */
export function useSaveToDataplus(venueId: string) {
  const venue = useQuery(venueQuery(venueId));
  const on = venue.data?.dataplusIntegration === true;
  const orders = useQuery({ ...dataplusOrdersQuery(venueId), enabled: on });
  return (po: Pick<PurchaseOrder, 'supplierId' | 'poNumber' | 'status'>): SaveToDataplusAction | null => {
    if (!on || (po.status !== 'Confirmed' && po.status !== 'Changes')) return null;
    const order = orders.data?.orders.find(
      (candidate) => candidate.supplierId === po.supplierId && candidate.poNumber === po.poNumber,
    );
    return { closed: order ? isDataplusClosed(order) : false };
  };
}
