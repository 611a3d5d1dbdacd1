import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { parseNumericField, type VenueProduct } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { NoticeCallout } from '../platform/NoticeCallout';
import { limitFieldError, penceOf, poundsOf, priceFieldError } from './numericFields';
import { type Placement, PlacementFields } from './PlacementFields';
import { useChangeVenueProduct } from './queries';

interface Numbers {
  monthlyLimit: string;
  specialPrice: string;
  OMSSpecialPrice: string;
}

export function numberErrorsOf(numbers: Numbers): Partial<Record<keyof Numbers, string>> {
  const errors: Partial<Record<keyof Numbers, string>> = {};
  const limit = limitFieldError(numbers.monthlyLimit);
  if (limit) errors.monthlyLimit = limit;
  const special = priceFieldError(numbers.specialPrice, { aboveZero: true });
  if (special) errors.specialPrice = special;
  const supplierSpecial = priceFieldError(numbers.OMSSpecialPrice, { aboveZero: true });
  if (supplierSpecial) errors.OMSSpecialPrice = supplierSpecial;
  return errors;
}

export const numbersBody = (numbers: Numbers) => ({
  monthlyLimit: parseNumericField(numbers.monthlyLimit),
  specialPrice: penceOf(numbers.specialPrice),
  OMSSpecialPrice: penceOf(numbers.OMSSpecialPrice),
});

/** Monthly order limit and special prices: numbers, checked as typed. */
export function NumberFields({
  value,
  errors,
  onChange,
}: {
  value: Numbers;
  errors: Partial<Record<keyof Numbers, string>>;
  onChange: (value: Numbers) => void;
}) {
  const field = (key: keyof Numbers, label: string, helperText: string, id: string) => (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={errors[key] ?? helperText}
      intent={errors[key] ? 'danger' : 'none'}
    >
      <InputGroup
        id={id}
        inputMode="decimal"
        value={value[key]}
        intent={errors[key] ? 'danger' : 'none'}
        aria-invalid={errors[key] !== undefined}
        onValueChange={(typed) => onChange({ ...value, [key]: typed })}
      />
    </FormGroup>
  );
  return (
    <>
      {field('monthlyLimit', 'Monthly order limit', 'Leave blank for no limit', 'venue-product-limit')}
      {field('specialPrice', 'Special price (£)', 'Above 0, or blank for none', 'venue-product-special-price')}
      {field(
        'OMSSpecialPrice',
        'Supplier special price (£)',
        'Above 0, or blank for none',
        'venue-product-oms-special-price',
      )}
    </>
  );
}

export function EditVenueProductDialog({
  venueId,
  product,
  secondaryZones,
  onClose,
}: {
  venueId: string;
  product: VenueProduct | null;
  secondaryZones: readonly string[];
  onClose: () => void;
}) {
  const change = useChangeVenueProduct(venueId);
  const [placement, setPlacement] = useState<Placement>({ zone: '', secondaryZone: '', type: '' });
  const [numbers, setNumbers] = useState<Numbers>({ monthlyLimit: '', specialPrice: '', OMSSpecialPrice: '' });
  const errors = numberErrorsOf(numbers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product || change.isPending || Object.keys(errors).length > 0) return;
    change.mutate(
      { venueProductId: product.venueProductId, body: { ...placement, ...numbersBody(numbers) } },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={product ? `Edit ${product.title}` : 'Edit product'}
      icon="edit"
      isOpen={product !== null}
      onClose={onClose}
      onOpening={() => {
        if (!product) return;
        setPlacement({ zone: product.zone, secondaryZone: product.secondaryZone, type: product.type });
        setNumbers({
          monthlyLimit: product.monthlyLimit === null ? '' : String(product.monthlyLimit),
          specialPrice: poundsOf(product.specialPrice),
          OMSSpecialPrice: poundsOf(product.OMSSpecialPrice),
        });
        change.reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {change.error && (
            <NoticeCallout intent="danger" role="alert" title="The changes could not be saved">
              {change.error.message}
            </NoticeCallout>
          )}
          <PlacementFields value={placement} onChange={setPlacement} secondaryZones={secondaryZones} />
          <NumberFields value={numbers} errors={errors} onChange={setNumbers} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text="Save"
                loading={change.isPending}
                disabled={Object.keys(errors).length > 0}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
