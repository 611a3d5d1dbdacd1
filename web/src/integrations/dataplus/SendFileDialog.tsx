import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { businessDateOf, type DataplusIntegrationOrder, dataplusMessages, integrationErrors } from '@oms/contracts';
import { useId, useState } from 'react';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { showToast } from '../../platform/toaster';
import { useSendToDataplus } from './queries';

/** Spec 02 §2.6 Send file: the invoice number (Send disabled while empty) and a date not in the future. */
export function SendFileDialog({
  venueId,
  order,
  attachedInvoices,
  onClose,
  onSent,
}: {
  venueId: string;
  order: Pick<DataplusIntegrationOrder, 'supplierId' | 'supplierTitle' | 'poNumber'>;
  attachedInvoices: string[];
  onClose: () => void;
  /** The send is recorded: the workflow sends it, and the caller may watch for it to land. */
  onSent?: () => void;
}) {
  const id = useId();
  const today = businessDateOf(new Date());
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState<string>(today);
  const [dateMessage, setDateMessage] = useState('');
  const send = useSendToDataplus(venueId);
  const submit = () =>
    send.mutate(
      {
        supplierId: order.supplierId,
        poNumber: order.poNumber,
        invoiceNumber: invoiceNumber.trim(),
        invoiceDate,
        attachedInvoices,
      },
      {
        onSuccess: () => {
          onSent?.();
          onClose();
        },
        onError: (error) =>
          void showToast({
            intent: 'danger',
            message: `${dataplusMessages.sendFailed}: ${error.message || dataplusMessages.tryAgain}`,
          }),
      },
    );
  return (
    <Dialog isOpen onClose={onClose} title="Send file">
      <DialogBody>
        <p>
          {order.supplierTitle} · PO {order.poNumber}
          {attachedInvoices.length > 0 && ` · ${attachedInvoices.length} invoice(s) attached`}
        </p>
        <FormGroup label="Invoice number" labelFor={`${id}-number`} labelInfo="(required)">
          <InputGroup
            id={`${id}-number`}
            value={invoiceNumber}
            maxLength={100}
            onValueChange={setInvoiceNumber}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && invoiceNumber.trim() && invoiceDate) submit();
            }}
          />
        </FormGroup>
        <FormGroup
          label="Invoice date"
          labelFor={`${id}-date`}
          helperText={dateMessage ? <span id={`${id}-date-message`}>{dateMessage}</span> : undefined}
          intent={dateMessage ? 'danger' : 'none'}
        >
          <BusinessDateInput
            id={`${id}-date`}
            value={invoiceDate}
            maxDate={today}
            intent={dateMessage ? 'danger' : 'none'}
            describedBy={dateMessage ? `${id}-date-message` : undefined}
            onChange={(date) => {
              setInvoiceDate(date ?? '');
              setDateMessage('');
            }}
            onInvalid={(typed) => {
              setInvoiceDate('');
              setDateMessage(
                typed && typed > today
                  ? integrationErrors.dataplusInvoiceDateInFuture.message
                  : 'Enter the invoice date as DD/MM/YYYY.',
              );
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              icon="send-to"
              text="Send"
              disabled={invoiceNumber.trim() === '' || invoiceDate === '' || invoiceDate > today}
              loading={send.isPending}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
