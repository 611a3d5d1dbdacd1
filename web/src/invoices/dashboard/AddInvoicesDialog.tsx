import { Alert, Button, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from '@blueprintjs/core';
import { invoiceUploadMessages, isErrorOf, MAX_INVOICE_FILES, subscriptionErrors, uploadErrors } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { newIdempotencyKey } from '../../ordering/orderModal/idempotencyKey';
import { isApiError } from '../../platform/apiError';
import { compressImage } from '../../platform/files/compressImage';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { venueSuppliersQuery } from '../../venues/suppliers/queries';
import { InvoiceFileFields } from './InvoiceFileFields';
import { checkChosenFiles, draftProblem, type InvoiceUploadDraft, isCompressibleImage } from './invoiceUploadForm';
import { useUploadInvoices } from './queries';

/** Photos leave the browser compressed (spec 02 §5); a file that will not compress is refused with the spec's words. */
async function prepared(files: File[]): Promise<{ ok: true; files: File[] } | { ok: false; message: string }> {
  const ready: File[] = [];
  for (const file of files) {
    if (!isCompressibleImage(file)) {
      ready.push(file);
      continue;
    }
    const compressed = await compressImage(file);
    if (!compressed.ok) return compressed;
    ready.push(compressed.file);
  }
  return { ok: true, files: ready };
}

const draftOf = (file: File, index: number): InvoiceUploadDraft => ({
  id: `${Date.now()}-${index}-${file.name}`,
  file,
  supplierId: '',
  otherSupplierTitle: '',
  purchaseOrderNumber: '',
  comment: '',
  total: '',
});

/** Spec 02 §2.8 Add Invoices: up to 5 files, each with its supplier (or Other, typed), PO number, comment and total. */
export function AddInvoicesDialog({
  venueId,
  isOpen,
  onClose,
  onPlanLimit,
}: {
  venueId: string;
  isOpen: boolean;
  onClose: () => void;
  onPlanLimit: () => void;
}) {
  const id = useId();
  const suppliers = useQuery({ ...venueSuppliersQuery(venueId), enabled: isOpen });
  const upload = useUploadInvoices(venueId);
  const [drafts, setDrafts] = useState<InvoiceUploadDraft[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const reset = () => {
    setDrafts([]);
    setShowProblems(false);
    setIdempotencyKey(newIdempotencyKey());
    upload.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (chosen: File[]) => {
    const checked = checkChosenFiles(drafts.length, chosen);
    if (!checked.ok) {
      setAlert(checked.message);
      return;
    }
    setPreparing(true);
    const ready = await prepared(checked.files);
    setPreparing(false);
    if (!ready.ok) {
      setAlert(ready.message);
      return;
    }
    setDrafts((current) => [...current, ...ready.files.map((file, index) => draftOf(file, current.length + index))]);
    setIdempotencyKey(newIdempotencyKey());
  };

  const edit = (draftId: string, change: Partial<InvoiceUploadDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.id === draftId ? { ...draft, ...change } : draft)));
    setIdempotencyKey(newIdempotencyKey());
  };
  const remove = (draftId: string) => setDrafts((current) => current.filter((draft) => draft.id !== draftId));

  const problems = drafts.map(draftProblem);
  const blocked = drafts.length === 0 || problems.some((problem) => problem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (drafts.length === 0) {
      setAlert(uploadErrors.noFile.message);
      return;
    }
    if (blocked || upload.isPending) return;
    upload.mutate(
      { drafts, idempotencyKey },
      {
        onSuccess: (answer) => {
          void showToast({ intent: 'success', icon: 'tick-circle', message: answer.message });
          close();
        },
        onError: (error) => {
          if (isErrorOf(error, subscriptionErrors.planLimitReached)) {
            close();
            onPlanLimit();
            return;
          }
          if (isErrorOf(error, uploadErrors.unsupportedType)) {
            setAlert(uploadErrors.unsupportedType.message);
            return;
          }
          // Spec 02 §8: any other failure is the exception alert, and the chosen files are cleared.
          const known = isApiError(error) && error.isClientError ? error.message : null;
          setAlert(known ?? invoiceUploadMessages.uploadException);
          reset();
        },
      },
    );
  };

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={invoiceUploadMessages.addInvoices}
        icon="cloud-upload"
        className="add-invoices"
        canOutsideClickClose={!upload.isPending}
      >
        <form onSubmit={submit} noValidate aria-label={invoiceUploadMessages.addInvoices}>
          <DialogBody>
            <FormGroup
              label="Invoice files"
              labelFor={`${id}-files`}
              labelInfo={`(PDF, PNG or JPEG, up to ${MAX_INVOICE_FILES} at once, each under 10MB)`}
            >
              <FileInput
                fill
                text={preparing ? 'Preparing files…' : drafts.length ? `${drafts.length} chosen` : 'Choose files…'}
                buttonText="Browse"
                disabled={preparing || upload.isPending}
                hasSelection={drafts.length > 0}
                inputProps={{
                  id: `${id}-files`,
                  multiple: true,
                  accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
                }}
                onInputChange={(event) => {
                  const input = event.target as HTMLInputElement;
                  const chosen = Array.from(input.files ?? []);
                  // Emptied, so the same file chosen again after a removal is a change again.
                  input.value = '';
                  void choose(chosen);
                }}
              />
            </FormGroup>
            {drafts.map((draft, index) => (
              <InvoiceFileFields
                key={draft.id}
                id={`${id}-${index}`}
                draft={draft}
                suppliers={suppliers.data?.suppliers ?? []}
                problem={showProblems ? (problems[index] ?? null) : null}
                onEdit={(change) => edit(draft.id, change)}
                onRemove={() => remove(draft.id)}
              />
            ))}
            {blocked && drafts.length > 0 && (
              <NoticeCallout intent="warning" role="status" title="Not uploaded yet">
                Choose a supplier for every file before uploading.
              </NoticeCallout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={close} disabled={upload.isPending} />
                <Button
                  type="submit"
                  intent="primary"
                  icon="upload"
                  text={invoiceUploadMessages.upload}
                  loading={upload.isPending}
                  disabled={preparing || (drafts.length > 0 && blocked)}
                />
              </>
            }
          />
        </form>
      </Dialog>
      <Alert
        isOpen={alert !== null}
        icon="warning-sign"
        intent="warning"
        confirmButtonText="OK"
        onConfirm={() => setAlert(null)}
        aria-labelledby={`${id}-alert`}
      >
        <p id={`${id}-alert`}>{alert}</p>
      </Alert>
    </>
  );
}
