import { Button } from '@blueprintjs/core';
import type { PurchaseOrder } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dataplusOrdersQuery } from './queries';
import { SendFileDialog } from './SendFileDialog';
import { useDataplusSendToasts } from './useDataplusSendToasts';
import type { SaveToDataplusAction } from './useSaveToDataplus';

/** The receipting card's way into Send file for its order. */
export function SaveToDataplusButton({
  venueId,
  po,
  action,
}: {
  venueId: string;
  po: Pick<PurchaseOrder, 'supplierId' | 'supplierTitle' | 'poNumber'>;
  action: SaveToDataplusAction;
}) {
  const [open, setOpen] = useState(false);
  // The card shows only with the venue's flag on, so the orders list is the one the card already reads.
  const orders = useQuery(dataplusOrdersQuery(venueId));
  const awaitSend = useDataplusSendToasts(orders.data);
  return (
    <>
      <Button
        icon="data-connection"
        text={action.closed ? 'Saved to Dataplus' : 'Save to Dataplus'}
        disabled={action.closed}
        onClick={() => setOpen(true)}
      />
      {open && (
        <SendFileDialog
          venueId={venueId}
          order={po}
          attachedInvoices={[]}
          onClose={() => setOpen(false)}
          onSent={() => awaitSend(po)}
        />
      )}
    </>
  );
}
