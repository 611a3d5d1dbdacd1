import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { customProductTotal, formatPence, penceFromPounds, pricingUnits, shoppingListMessages } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showToast } from '../platform/toaster';
import { penceOf, priceFieldError } from './numericFields';
import { type Placement, PlacementFields } from './PlacementFields';
import { useAddCustomProduct } from './queries';

const emptyProduct = { title: '', supplierTitle: '', sku: '', size: '', UoM: 'Each', price: '' };

/** Spec 01 §2 and §5: 'Provide Product Information', a product the catalogue does not hold; total = size × price. */
export function CustomProductDialog({
  venueId,
  isOpen,
  secondaryZones,
  onClose,
}: {
  venueId: string;
  isOpen: boolean;
  secondaryZones: readonly string[];
  onClose: () => void;
}) {
  const addCustom = useAddCustomProduct(venueId);
  const [product, setProduct] = useState(emptyProduct);
  const [placement, setPlacement] = useState<Placement>({ zone: '', secondaryZone: '', type: '' });
  const [isTitleMissing, setIsTitleMissing] = useState(false);
  const priceError = priceFieldError(product.price, { aboveZero: false });
  const total = customProductTotal(product.size, product.price.replace(/^£/, ''));

  const text = (key: keyof typeof emptyProduct, label: string, extra: { helperText?: string } = {}) => (
    <FormGroup label={label} labelFor={`custom-product-${key}`} {...extra}>
      <InputGroup
        id={`custom-product-${key}`}
        value={product[key]}
        onValueChange={(value) => setProduct((current) => ({ ...current, [key]: value }))}
      />
    </FormGroup>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (addCustom.isPending || priceError) return;
    if (product.title.trim() === '') {
      setIsTitleMissing(true);
      return;
    }
    addCustom.mutate(
      { ...product, price: penceOf(product.price), ...placement },
      {
        onSuccess: () => {
          onClose();
          void showToast({
            intent: 'success',
            icon: 'tick',
            message: `${product.title.trim()} added to your products`,
          });
        },
      },
    );
  };

  return (
    <Dialog
      title="Provide Product Information"
      icon="new-object"
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setProduct(emptyProduct);
        setPlacement({ zone: '', secondaryZone: '', type: '' });
        setIsTitleMissing(false);
        addCustom.reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {addCustom.error && (
            <NoticeCallout intent="danger" role="alert" title="The product could not be added">
              {addCustom.error.message}
            </NoticeCallout>
          )}
          <FormGroup
            label="Title"
            labelInfo="(required)"
            labelFor="custom-product-title"
            intent={isTitleMissing ? 'danger' : 'none'}
            helperText={isTitleMissing ? shoppingListMessages.titleRequired : undefined}
          >
            <InputGroup
              id="custom-product-title"
              value={product.title}
              intent={isTitleMissing ? 'danger' : 'none'}
              onValueChange={(title) => {
                setProduct((current) => ({ ...current, title }));
                if (title.trim() !== '') setIsTitleMissing(false);
              }}
            />
          </FormGroup>
          {text('supplierTitle', 'Supplier')}
          {text('sku', 'SKU')}
          <div className="custom-product__row">
            {text('size', 'Size', { helperText: 'A number, for the total' })}
            <FormGroup label="UoM" labelFor="custom-product-uom">
              <HTMLSelect
                id="custom-product-uom"
                value={product.UoM}
                options={[...pricingUnits]}
                onChange={(event) => {
                  const UoM = event.currentTarget.value;
                  setProduct((current) => ({ ...current, UoM }));
                }}
              />
            </FormGroup>
            <FormGroup
              label="Price (£)"
              labelFor="custom-product-price"
              intent={priceError ? 'danger' : 'none'}
              helperText={priceError ?? undefined}
            >
              <InputGroup
                id="custom-product-price"
                inputMode="decimal"
                value={product.price}
                intent={priceError ? 'danger' : 'none'}
                aria-invalid={priceError !== null}
                onValueChange={(price) => setProduct((current) => ({ ...current, price }))}
              />
            </FormGroup>
          </div>
          <p className="custom-product__total" aria-live="polite">
            Total price: <strong>{total === null ? '—' : formatPence(penceFromPounds(total))}</strong>
          </p>
          <PlacementFields value={placement} onChange={setPlacement} secondaryZones={secondaryZones} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text="Add"
                loading={addCustom.isPending}
                disabled={priceError !== null}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
