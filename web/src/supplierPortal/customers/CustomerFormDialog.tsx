import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Menu,
  MenuItem,
} from '@blueprintjs/core';
import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerView,
  type PriceFile,
  type VenueMatch,
  type Weekday,
  weekdays,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { isApiError } from '../../platform/apiError';
import { showToast } from '../../platform/toaster';
import { useDebouncedValue } from '../useDebouncedValue';
import {
  type CustomerField,
  type CustomerFormState,
  customerFormErrors,
  customerFormOf,
  emptyCustomerForm,
} from './customerFormFields';
import { useAddCustomer, useEditCustomer, venueMatchesQuery } from './customerQueries';

const weekMondayFirst: Weekday[] = [...weekdays.slice(1), weekdays[0]];

const textFields: { field: CustomerField; label: string; type?: string; placeholder?: string; venueField?: boolean }[] =
  [
    { field: 'emailOfCustomer', label: 'Email of customer', type: 'email' },
    { field: 'accountName', label: 'Account name' },
    { field: 'venueName', label: 'Venue name', venueField: true },
    { field: 'accountNumber', label: 'Account number', placeholder: 'Digits only' },
    { field: 'addressLine1', label: 'Address line 1', venueField: true },
    { field: 'addressLine2', label: 'Address line 2', venueField: true },
    { field: 'addressCity', label: 'Address city', venueField: true },
    { field: 'addressPostCode', label: 'Address post code', venueField: true },
    { field: 'minimumOrder', label: 'Minimum order (£)', placeholder: '0' },
    { field: 'deliveryFee', label: 'Delivery fee (£)', placeholder: '0' },
    { field: 'orderCutOffTime', label: 'Order cut off time', type: 'time' },
  ];

function ExistVenues({
  supplierId,
  venueName,
  chosenId,
  onPick,
}: {
  supplierId: string;
  venueName: string;
  chosenId: string | null;
  onPick: (venue: VenueMatch) => void;
}) {
  const term = useDebouncedValue(venueName.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const matches = useQuery(venueMatchesQuery(supplierId, term));
  const venues = term.length >= 2 ? (matches.data?.venues ?? []) : [];
  return (
    <aside className="customer-form__venues" aria-label="Exist venues">
      <h3 className="bp6-heading">Exist venues</h3>
      {term.length < 2 ? (
        <p className="customer-form__hint">Type a venue name to find venues already on OMS.</p>
      ) : venues.length === 0 ? (
        <p className="customer-form__hint">{matches.isFetching ? 'Searching…' : 'No venue of that name yet.'}</p>
      ) : (
        <Menu className="customer-form__venue-list">
          {venues.map((venue) => (
            <MenuItem
              key={venue.venueId}
              text={venue.title}
              label={venue.isCustomer ? 'Your customer' : undefined}
              disabled={venue.isCustomer}
              active={venue.venueId === chosenId}
              multiline
              icon="office"
              onClick={() => onPick(venue)}
              title={[venue.addressLine1, venue.addressCity, venue.addressPostCode].filter(Boolean).join(', ')}
            />
          ))}
        </Menu>
      )}
    </aside>
  );
}

/**
 * Add Customer Manually and Edit Customer (spec 03 §2, §5): every field with its message, the
 * price file choice and, when adding, the "Exist venues" panel that prefills from a venue on OMS.
 */
export function CustomerFormDialog({
  supplierId,
  priceFiles,
  editing,
  onClose,
}: {
  supplierId: string;
  priceFiles: readonly PriceFile[];
  /** The customer being edited; null adds one. */
  editing: CustomerView | null;
  onClose: () => void;
}) {
  const id = useId();
  const defaultPriceFile = priceFiles[0]?.supplierId ?? supplierId;
  const [form, setForm] = useState<CustomerFormState>(() =>
    editing ? customerFormOf(editing) : emptyCustomerForm(defaultPriceFile),
  );
  const [venueId, setVenueId] = useState<string | null>(editing?.venueId ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const add = useAddCustomer(supplierId);
  const edit = useEditCustomer(supplierId);
  const errors = useMemo(() => (submitted ? customerFormErrors(form) : {}), [form, submitted]);
  const venueLocked = venueId !== null;

  const set = (field: CustomerField, value: string | Weekday[]) => {
    setServerError(null);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const toggleDay = (day: Weekday) =>
    set(
      'deliveryDays',
      form.deliveryDays.includes(day) ? form.deliveryDays.filter((each) => each !== day) : [...form.deliveryDays, day],
    );
  const pick = (venue: VenueMatch) => {
    setVenueId(venue.venueId);
    setForm((current) => ({
      ...current,
      venueName: venue.title,
      accountName: current.accountName || venue.title,
      addressLine1: venue.addressLine1,
      addressLine2: venue.addressLine2,
      addressCity: venue.addressCity,
      addressPostCode: venue.addressPostCode,
    }));
  };

  const onError = (error: Error) => {
    const fields = isApiError(error) ? error.fields : undefined;
    setServerError(fields ? Object.values(fields).join(' ') || error.message : error.message);
  };
  const save = () => {
    setSubmitted(true);
    if (Object.keys(customerFormErrors(form)).length > 0) return;
    const done = (message: string) => {
      void showToast({ intent: 'success', message });
      onClose();
    };
    if (editing) {
      edit.mutate({ venueId: editing.venueId, body: form }, { onSuccess: () => done('Customer saved'), onError });
    } else {
      add.mutate(
        { body: { ...form, ...(venueId ? { venueId } : {}) }, idempotencyKey },
        { onSuccess: () => done('Customer added'), onError },
      );
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? 'Edit Customer' : 'Add Customer'}
      icon={editing ? 'edit' : 'new-person'}
      className="customer-form"
    >
      <DialogBody>
        <div className="customer-form__layout">
          <form
            className="customer-form__fields"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            {textFields.map(({ field, label, type, placeholder, venueField }) => {
              const error = errors[field];
              const locked = Boolean(venueField && venueLocked);
              return (
                <FormGroup
                  key={field}
                  label={label}
                  labelFor={`${id}-${field}`}
                  intent={error ? 'danger' : 'none'}
                  helperText={
                    error ?? (locked && field === 'venueName' ? "The venue's own name and address" : undefined)
                  }
                >
                  <InputGroup
                    id={`${id}-${field}`}
                    type={type ?? 'text'}
                    value={form[field] as string}
                    placeholder={placeholder}
                    intent={error ? 'danger' : 'none'}
                    readOnly={locked}
                    inputMode={
                      field === 'accountNumber'
                        ? 'numeric'
                        : field === 'minimumOrder' || field === 'deliveryFee'
                          ? 'decimal'
                          : undefined
                    }
                    onValueChange={(value) => set(field, value)}
                  />
                </FormGroup>
              );
            })}
            <FormGroup label="Price file" labelFor={`${id}-priceFile`} helperText={errors.priceFileSupplierId}>
              <HTMLSelect
                id={`${id}-priceFile`}
                fill
                value={form.priceFileSupplierId}
                onChange={(event) => set('priceFileSupplierId', event.currentTarget.value)}
              >
                {priceFiles.map((file) => (
                  <option key={file.supplierId} value={file.supplierId}>
                    {[file.title, file.secondTitle].filter(Boolean).join(' ')}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup
              label="Delivery days"
              intent={errors.deliveryDays ? 'danger' : 'none'}
              helperText={errors.deliveryDays}
              className="customer-form__days"
            >
              <div className="customer-form__day-list">
                {weekMondayFirst.map((day) => (
                  <Checkbox
                    key={day}
                    label={day.slice(0, 3)}
                    aria-label={day}
                    checked={form.deliveryDays.includes(day)}
                    onChange={() => toggleDay(day)}
                    inline
                  />
                ))}
              </div>
            </FormGroup>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
          {!editing && (
            <div className="customer-form__side">
              <ExistVenues supplierId={supplierId} venueName={form.venueName} chosenId={venueId} onPick={pick} />
              {venueLocked && (
                <Button
                  variant="minimal"
                  icon="cross"
                  text="Not this venue"
                  onClick={() => {
                    setVenueId(null);
                  }}
                />
              )}
            </div>
          )}
        </div>
        {serverError && (
          <Callout intent="danger" role="alert" className="customer-form__error">
            {serverError}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={editing ? 'Save' : 'Add Customer'}
              loading={add.isPending || edit.isPending}
              onClick={save}
            />
          </>
        }
      />
    </Dialog>
  );
}
