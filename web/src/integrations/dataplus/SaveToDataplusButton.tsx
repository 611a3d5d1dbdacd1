import { Button } from '@blueprintjs/core';
import type { PurchaseOrder } from '@oms/contracts';
import { useState } from 'react';
import { SendFileDialog } from './SendFileDialog';
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
  return (
    <>
      <Button
        icon="data-connection"
        text={action.closed ? 'Saved to Dataplus' : 'Save to Dataplus'}
        disabled={action.closed}
        onClick={() => setOpen(true)}
      />
      {open && <SendFileDialog venueId={venueId} order={po} attachedInvoices={[]} onClose={() => setOpen(false)} />}
    </>
  );
}
