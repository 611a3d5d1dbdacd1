import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  isValidEmail,
  penceFromPounds,
  type RequestSpecialPurchaseBody,
  specialPurchaseMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { newIdempotencyKey } from '../ordering/orderModal/idempotencyKey';
import { ApiError } from '../platform/apiError';
import { showToast } from '../platform/toaster';
import { venueSuppliersQuery } from '../venues/suppliers/queries';
import { useRequestSpecialPurchase } from './queries';

const OTHER = '__other__';
const emptyForm = {
  staffName: '',
  staffEmail: '',
  sku: '',
  itemName: '',
  itemCost: '',
  justification: '',
  managerName: '',
  managerEmail: '',
  supplierId: '',
  supplierTitle: '',
};
type Field = keyof typeof emptyForm;

const required: Array<[Field, string]> = [
  ['staffName', 'Enter your name'],
  ['staffEmail', 'Enter your e-mail address'],
  ['sku', 'Enter the SKU'],
  ['itemName', 'Enter the item'],
  ['managerName', "Enter the manager's name"],
  ['managerEmail', "Enter the manager's e-mail address"],
];

/** Spec 02 §2.11 request form: staff, item, cost, supplier (listed or typed), manager, justification. */
export function RequestApprovalDialog({
  venueId,
  isOpen,
  onClose,
}: {
  venueId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const suppliers = useQuery({ ...venueSuppliersQuery(venueId), enabled: isOpen });
  const request = useRequestSpecialPurchase(venueId);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const close = () => {
    setForm(emptyForm);
    setErrors({});
    setFile(null);
    setFileError(null);
    onClose();
  };

  const chooseFile = (chosen: File | undefined) => {
    // Spec 02 §5: one file, at most 10MB; the server checks again by content.
    if (chosen && chosen.size > DEFAULT_UPLOAD_LIMIT_BYTES) {
      setFile(null);
      setFileError(specialPurchaseMessages.fileTooLarge);
      return;
    }
    setFileError(null);
    setFile(chosen ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const [field, message] of required) if (!form[field].trim()) found[field] = message;
    for (const field of ['staffEmail', 'managerEmail'] as const) {
      if (form[field].trim() && !isValidEmail(form[field])) found[field] = 'Enter a valid e-mail address';
    }
    const pounds = Number(form.itemCost);
    if (!form.itemCost.trim() || !Number.isFinite(pounds) || pounds < 0) found.itemCost = 'Enter the cost in pounds';
    if (!form.supplierId) found.supplierId = 'Choose a supplier';
    if (form.supplierId === OTHER && !form.supplierTitle.trim()) found.supplierTitle = "Type the supplier's name";
    setErrors(found);
    if (Object.keys(found).length > 0 || fileError) return;

    const body: RequestSpecialPurchaseBody = {
      staffName: form.staffName,
      staffEmail: form.staffEmail,
      sku: form.sku,
      itemName: form.itemName,
      itemCostPence: penceFromPounds(pounds),
      justification: form.justification,
      managerName: form.managerName,
      managerEmail: form.managerEmail,
      supplierId: form.supplierId === OTHER ? null : form.supplierId,
      supplierTitle: form.supplierId === OTHER ? form.supplierTitle : '',
    };
    request.mutate(
      { body, idempotencyKey, file },
      {
        onSuccess: (answer) => {
          void showToast({ intent: 'success', message: answer.message });
          if (answer.warning) void showToast({ intent: 'warning', message: answer.warning });
          setIdempotencyKey(newIdempotencyKey());
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
          void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) });
        },
      },
    );
  };

  const input = (field: Field, label: string, props: React.ComponentProps<typeof InputGroup> = {}) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${field}`}
      intent={errors[field] ? 'danger' : 'none'}
      helperText={errors[field]}
      className={`special-request__${field}`}
    >
      <InputGroup
        id={`${id}-${field}`}
        value={form[field]}
        intent={errors[field] ? 'danger' : 'none'}
        onValueChange={(value) => {
          setForm((current) => ({ ...current, [field]: value }));
          // A corrected field stops showing its message at once.
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
        {...props}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={specialPurchaseMessages.requestApproval}
      icon="endorsed"
      className="special-request"
    >
      <form onSubmit={submit} noValidate aria-label={specialPurchaseMessages.requestApproval}>
        <DialogBody>
          <div className="special-request__grid">
            {input('staffName', 'Your name', { autoComplete: 'name' })}
            {input('staffEmail', 'Your e-mail', { type: 'email', autoComplete: 'email' })}
            {input('itemName', 'Item')}
            {input('sku', 'SKU')}
            {input('itemCost', 'Cost (£)', { inputMode: 'decimal', placeholder: '0.00' })}
            <FormGroup
              label="Supplier"
              labelFor={`${id}-supplierId`}
              intent={errors.supplierId ? 'danger' : 'none'}
              helperText={errors.supplierId}
            >
              <HTMLSelect
                id={`${id}-supplierId`}
                fill
                value={form.supplierId}
                onChange={(event) => {
                  setForm((current) => ({ ...current, supplierId: event.target.value }));
                  setErrors((current) => ({ ...current, supplierId: undefined }));
                }}
              >
                <option value="">Choose a supplier…</option>
                {suppliers.data?.suppliers.map((supplier) => (
                  <option key={supplier.supplierId} value={supplier.supplierId}>
                    {supplier.supplierTitle}
                  </option>
                ))}
                <option value={OTHER}>Another supplier (type its name)</option>
              </HTMLSelect>
            </FormGroup>
            {form.supplierId === OTHER && input('supplierTitle', "Supplier's name")}
            {input('managerName', "Manager's name")}
            {input('managerEmail', "Manager's e-mail", { type: 'email' })}
          </div>
          <FormGroup label="Justification" labelFor={`${id}-justification`} labelInfo="(optional)">
            <TextArea
              id={`${id}-justification`}
              fill
              rows={3}
              maxLength={2000}
              value={form.justification}
              onChange={(event) => setForm((current) => ({ ...current, justification: event.target.value }))}
            />
          </FormGroup>
          <FormGroup
            label="Attachment"
            labelFor={`${id}-file`}
            labelInfo="(optional: one PDF or image, up to 10MB)"
            intent={fileError ? 'danger' : 'none'}
            helperText={fileError}
          >
            <FileInput
              fill
              text={file?.name ?? 'Choose a file…'}
              hasSelection={file !== null}
              inputProps={{ id: `${id}-file`, accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg' }}
              onInputChange={(event) => chooseFile((event.target as HTMLInputElement).files?.[0])}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} />
              <Button type="submit" intent="primary" text="Send for approval" loading={request.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
