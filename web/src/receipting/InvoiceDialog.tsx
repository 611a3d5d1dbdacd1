import { Button, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, InputGroup } from '@blueprintjs/core';
import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type PurchaseOrder,
  parsePounds,
  queryKeys,
  receiptingWords,
  uploadErrors,
} from '@oms/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useUploadInvoices } from '../invoices/dashboard/queries';
import { newIdempotencyKey } from '../ordering/orderModal/idempotencyKey';
import { compressImage } from '../platform/files/compressImage';
import { showToast } from '../platform/toaster';

const isImage = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

/**
 * Spec 02 §2.4 invoice modal: attach the PO's invoice, or replace it (the newest one counts). It is
 * an upload to the Invoices dashboard with the PO's supplier and number, so both screens show it.
 */
export function InvoiceDialog({ venueId, po, onClose }: { venueId: string; po: PurchaseOrder; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const upload = useUploadInvoices(venueId);
  const [file, setFile] = useState<File | null>(null);
  const [total, setTotal] = useState('');
  // One key per file and total: Save pressed again after a failure uploads the invoice once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totalPence = total.trim() === '' ? null : parsePounds(total);

  const submit = async () => {
    if (!file) return setProblem(uploadErrors.noFile.message);
    if (total.trim() !== '' && totalPence === null) return setProblem('Enter the total in pounds, e.g. 123.45');
    setBusy(true);
    let chosen = file;
    if (isImage(file)) {
      const compressed = await compressImage(file);
      if (!compressed.ok) {
        setBusy(false);
        return setProblem(compressed.message);
      }
      chosen = compressed.file;
    } else if (file.size > DEFAULT_UPLOAD_LIMIT_BYTES) {
      setBusy(false);
      return setProblem(uploadErrors.tooLarge.message);
    }
    upload.mutate(
      {
        drafts: [
          {
            id: 'receipting-invoice',
            file: chosen,
            supplierId: po.supplierId,
            otherSupplierTitle: '',
            purchaseOrderNumber: po.poNumber,
            comment: '',
            total: total.trim(),
          },
        ],
        idempotencyKey,
      },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.receipting.all(venueId) });
          void showToast({ intent: 'success', message: receiptingWords.invoiceAttached });
          onClose();
        },
        onError: (error) => setProblem(error.message),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <Dialog
      isOpen
      title={po.invoice ? 'Replace invoice' : 'Attach invoice'}
      onClose={onClose}
      className="receipting-dialog"
    >
      <DialogBody>
        <p>
          {po.supplierTitle} · PO {po.poNumber}
          {po.invoice && <> · now {po.invoice.fileName}</>}
        </p>
        <FormGroup
          label="Invoice (PDF or photo)"
          labelFor={`${id}-file`}
          intent={problem ? 'danger' : 'none'}
          helperText={problem ?? 'PDF, PNG or JPG, under 10MB. Photos are made smaller first.'}
        >
          <FileInput
            inputProps={{ id: `${id}-file`, accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg' }}
            text={file?.name ?? 'Choose file...'}
            hasSelection={file !== null}
            fill
            onInputChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setIdempotencyKey(newIdempotencyKey());
              setProblem(null);
            }}
          />
        </FormGroup>
        <FormGroup
          label="Invoice total (£)"
          labelFor={`${id}-total`}
          helperText="Optional: read from a PDF's text when left empty. Compared with what was received."
        >
          <InputGroup
            id={`${id}-total`}
            inputMode="decimal"
            value={total}
            onValueChange={(value) => {
              setTotal(value);
              setIdempotencyKey(newIdempotencyKey());
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
              text={po.invoice ? 'Replace' : 'Attach'}
              loading={busy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
