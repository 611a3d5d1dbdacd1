import { Button, Checkbox, Dialog, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { type DataplusIntegrationOrder, dataplusMessages } from '@oms/contracts';
import { useState } from 'react';

/** Spec 02 §2.6 Select Invoices: the order's uploaded invoices to attach to its send. */
export function SelectInvoicesDialog({
  order,
  selected,
  onDone,
  onClose,
}: {
  order: DataplusIntegrationOrder;
  selected: string[];
  onDone: (invoiceIds: string[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(selected));
  const toggle = (invoiceId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(invoiceId);
      else next.delete(invoiceId);
      return next;
    });
  return (
    <Dialog isOpen onClose={onClose} title="Select Invoices">
      <DialogBody>
        {order.invoices.length === 0 ? (
          <NonIdealState icon="document" title={dataplusMessages.noData} />
        ) : (
          order.invoices.map((invoice) => (
            <Checkbox
              key={invoice.invoiceId}
              label={invoice.fileName}
              checked={chosen.has(invoice.invoiceId)}
              onChange={(event) => toggle(invoice.invoiceId, event.currentTarget.checked)}
            />
          ))
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Select"
              disabled={order.invoices.length === 0}
              onClick={() =>
                onDone(order.invoices.map((i) => i.invoiceId).filter((invoiceId) => chosen.has(invoiceId)))
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
