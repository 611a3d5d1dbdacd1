import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { parsePounds, updateVenueSupplierTermsBodySchema, type VenueSupplierView, type Weekday } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../platform/apiError';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { useUpdateVenueSupplierTerms } from './queries';
import { weekdaysFromMonday } from './supplierTermsFormat';

interface TermsForm {
  accountNumber: string;
  /** Pounds as typed; stored in pence. */
  minimumOrderPounds: string;
  deliveryDays: Weekday[];
  orderCutOffTime: string;
}

const formOf = (supplier: VenueSupplierView): TermsForm => ({
  accountNumber: supplier.accountNumber,
  minimumOrderPounds: (supplier.minOrderValue / 100).toFixed(2),
  deliveryDays: supplier.deliveryDays,
  orderCutOffTime: supplier.orderCutOffTime,
});

export function EditVenueSupplierDialog({
  venueId,
  supplier,
  onClose,
}: {
  venueId: string;
  supplier: VenueSupplierView | null;
  onClose: () => void;
}) {
  const update = useUpdateVenueSupplierTerms(venueId);
  const [form, setForm] = useState<TermsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = form ?? (supplier ? formOf(supplier) : null);

  const edit = (change: Partial<TermsForm>) => {
    if (!current) return;
    setForm({ ...current, ...change });
    setErrors({});
    update.reset();
  };

  const close = () => {
    setForm(null);
    setErrors({});
    update.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!supplier || !current) return;
    const minOrderValue = parsePounds(current.minimumOrderPounds);
    const parsed = updateVenueSupplierTermsBodySchema.safeParse({
      accountNumber: current.accountNumber,
      minOrderValue: minOrderValue ?? -1,
      deliveryDays: current.deliveryDays,
      orderCutOffTime: current.orderCutOffTime,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    update.mutate(
      { supplierId: supplier.supplierId, body: parsed.data },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', icon: 'tick-circle', message: `${supplier.supplierTitle} updated` });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
        },
      },
    );
  };

  const fieldError = (field: string) => errors[field];

  return (
    <Dialog
      title={supplier ? `Edit ${supplier.supplierTitle}` : 'Edit supplier'}
      icon="edit"
      isOpen={supplier !== null}
      onClose={close}
      className="venue-supplier-dialog"
    >
      {current && (
        <form onSubmit={submit} noValidate>
          <DialogBody>
            {update.error && !isApiError(update.error) && (
              <NoticeCallout intent="danger" title="The changes could not be saved" role="alert">
                {update.error.message}
              </NoticeCallout>
            )}
            <FormGroup
              label="Account number"
              labelFor="supplier-account-number"
              helperText={fieldError('accountNumber')}
            >
              <InputGroup
                id="supplier-account-number"
                maxLength={40}
                value={current.accountNumber}
                onValueChange={(accountNumber) => edit({ accountNumber })}
              />
            </FormGroup>
            <FormGroup
              label="Minimum order (£)"
              labelFor="supplier-minimum-order"
              helperText={fieldError('minOrderValue')}
              intent={fieldError('minOrderValue') ? 'danger' : 'none'}
            >
              <InputGroup
                id="supplier-minimum-order"
                inputMode="decimal"
                value={current.minimumOrderPounds}
                intent={fieldError('minOrderValue') ? 'danger' : 'none'}
                onValueChange={(minimumOrderPounds) => edit({ minimumOrderPounds })}
              />
            </FormGroup>
            <FormGroup
              label="Delivery days"
              helperText={fieldError('deliveryDays')}
              intent={fieldError('deliveryDays') ? 'danger' : 'none'}
            >
              <fieldset className="venue-supplier-dialog__days" aria-label="Delivery days">
                {weekdaysFromMonday.map((day) => (
                  <Checkbox
                    key={day}
                    inline
                    label={day}
                    checked={current.deliveryDays.includes(day)}
                    onChange={(event) =>
                      edit({
                        deliveryDays: event.currentTarget.checked
                          ? [...current.deliveryDays, day]
                          : current.deliveryDays.filter((chosen) => chosen !== day),
                      })
                    }
                  />
                ))}
              </fieldset>
            </FormGroup>
            <FormGroup
              label="Order cut-off time"
              labelFor="supplier-cut-off"
              helperText={fieldError('orderCutOffTime')}
              intent={fieldError('orderCutOffTime') ? 'danger' : 'none'}
            >
              <InputGroup
                id="supplier-cut-off"
                type="time"
                value={current.orderCutOffTime}
                intent={fieldError('orderCutOffTime') ? 'danger' : 'none'}
                onValueChange={(orderCutOffTime) => edit({ orderCutOffTime })}
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={close} disabled={update.isPending} />
                <Button type="submit" intent="primary" text="Save" loading={update.isPending} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
