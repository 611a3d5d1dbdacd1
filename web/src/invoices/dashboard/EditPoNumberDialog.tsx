import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { invoiceUploadMessages, type UploadedInvoiceView } from '@oms/contracts';
import { type FormEvent, useId, useState } from 'react';
import { showInvoiceFailure, showInvoiceSuccess } from './invoiceToasts';
import { useEditInvoicePoNumber } from './queries';

/** Spec 02 §2.8: admins correct an invoice's PO number; the server's message is the success toast. */
export function EditPoNumberDialog({
  venueId,
  invoice,
  onClose,
}: {
  venueId: string;
  invoice: UploadedInvoiceView | null;
  onClose: () => void;
}) {
  const id = useId();
  const edit = useEditInvoicePoNumber(venueId);
  const [poNumber, setPoNumber] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invoice) return;
    edit.mutate(
      { invoiceId: invoice.invoiceId, purchaseOrderNumber: poNumber.trim() },
      {
        onSuccess: (answer) => {
          showInvoiceSuccess(answer.message);
          onClose();
        },
        onError: showInvoiceFailure,
      },
    );
  };

  return (
    <Dialog
      isOpen={invoice !== null}
      onClose={onClose}
      onOpening={() => setPoNumber(invoice?.purchaseOrderNumber ?? '')}
      title={invoiceUploadMessages.editPoNumber}
      icon="edit"
      className="edit-po-number"
    >
      <form onSubmit={submit} noValidate aria-label={invoiceUploadMessages.editPoNumber}>
        <DialogBody>
          <p className="edit-po-number__file">
            {invoice?.supplierTitle} · {invoice?.fileName}
          </p>
          <FormGroup label="PO number" labelFor={`${id}-po`}>
            <InputGroup id={`${id}-po`} value={poNumber} maxLength={60} autoFocus onValueChange={setPoNumber} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={edit.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
