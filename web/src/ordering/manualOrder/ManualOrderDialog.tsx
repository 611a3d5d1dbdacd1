import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import {
  isErrorOf,
  isLimitReached,
  MAX_LINE_QUANTITY,
  manualOrderMessages,
  orderingErrors,
  type PlacedManualOrder,
  usageOf,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { isApiError } from '../../platform/apiError';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { PlanLimitModal, planUsageQuery } from '../../subscriptions';
import { newIdempotencyKey } from '../orderModal/idempotencyKey';
import { PoNumberField } from '../orderModal/PoNumberField';
import '../orderModal/orderProductsDialog.css';
import {
  addLine,
  canAddProduct,
  canSave,
  changeQuantity,
  chooseDeliveryDate,
  chooseOrderedDate,
  chooseProduct,
  chooseSupplier,
  emptyManualOrderForm,
  isLocked,
  type ManualOrderForm,
  manualOrderBody,
  removeLine,
} from './manualOrderForm';
import { ProductPicker } from './ProductPicker';
import { manualOrderSuppliersQuery, usePlaceManualOrder } from './queries';
import './manualOrderDialog.css';

/** Spec 01 §2 and §4: record an order placed another way; it is never sent to the supplier. */
export function ManualOrderDialog({
  venueId,
  isOpen,
  onClose,
  onPlaced,
}: {
  venueId: string;
  isOpen: boolean;
  onClose: () => void;
  onPlaced: (placed: PlacedManualOrder) => void;
}) {
  const suppliers = useQuery({ ...manualOrderSuppliersQuery(venueId), enabled: isOpen, throwOnError: false });
  const placeOrder = usePlaceManualOrder(venueId);
  const [form, setForm] = useState<ManualOrderForm>(emptyManualOrderForm);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const ids = { supplier: useId(), ordered: useId(), delivery: useId() };
  const planUsage = useQuery({ ...planUsageQuery(venueId), enabled: isOpen, throwOnError: false });
  // Spec 01 §5: a plan whose PO_Numbers allowance is used up this month disables the PO field, as on the basket.
  const poNumbers = planUsage.data ? usageOf(planUsage.data, 'PO_Numbers') : undefined;
  const isPoNumberLocked = poNumbers ? isLimitReached(poNumbers) : false;
  const [isPlanLimitOpen, setPlanLimitOpen] = useState(false);

  const edit = (change: (current: ManualOrderForm) => ManualOrderForm) => {
    setForm(change);
    setIdempotencyKey(newIdempotencyKey());
    placeOrder.reset();
  };

  const locked = isLocked(form);
  const today = suppliers.data?.today;
  const chosen = useMemo(
    () => new Set(form.lines.flatMap((line) => (line.product ? [line.product.productId] : []))),
    [form.lines],
  );
  const fieldErrors = isApiError(placeOrder.error) ? (placeOrder.error.fields ?? {}) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = manualOrderBody(isPoNumberLocked ? { ...form, poNumber: '' } : form);
    if (!body || placeOrder.isPending) return;
    placeOrder.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (placed) => {
          onClose();
          void showToast({
            intent: 'success',
            icon: 'tick-circle',
            message: `The order from ${placed.supplierTitle} has been added to your orders.`,
          });
          onPlaced(placed);
        },
        onError: (error) => {
          if (isErrorOf(error, orderingErrors.planLimitReached)) setPlanLimitOpen(true);
        },
      },
    );
  };

  return (
    <>
      <Dialog
        title={manualOrderMessages.dialogTitle}
        icon="add"
        isOpen={isOpen}
        onClose={onClose}
        onOpening={() => {
          setForm(emptyManualOrderForm);
          setIdempotencyKey(newIdempotencyKey());
          placeOrder.reset();
        }}
        className="manual-order-dialog"
        canOutsideClickClose={!placeOrder.isPending}
        canEscapeKeyClose={!placeOrder.isPending}
      >
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <NoticeCallout intent="warning" role="status" title="Not sent to the supplier">
              {manualOrderMessages.warning}
            </NoticeCallout>
            {placeOrder.error && (
              <NoticeCallout intent="danger" role="alert" title="The order could not be added">
                {placeOrder.error.message}
              </NoticeCallout>
            )}
            <FormGroup label="Supplier" labelFor={ids.supplier} className="manual-order-dialog__supplier">
              <HTMLSelect
                id={ids.supplier}
                fill
                disabled={locked || !suppliers.data}
                value={form.supplier?.supplierId ?? ''}
                onChange={(event) =>
                  edit((current) =>
                    chooseSupplier(
                      current,
                      suppliers.data?.suppliers.find((supplier) => supplier.supplierId === event.target.value) ?? null,
                    ),
                  )
                }
              >
                <option value="">{suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}</option>
                {suppliers.data?.suppliers.map((supplier) => (
                  <option key={supplier.supplierId} value={supplier.supplierId}>
                    {supplier.title}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <div className="manual-order-dialog__dates">
              <FormGroup
                label="Ordered date"
                labelFor={ids.ordered}
                helperText={fieldErrors.orderedDate}
                intent={fieldErrors.orderedDate ? 'danger' : 'none'}
              >
                <BusinessDateInput
                  id={ids.ordered}
                  disabled={locked || !form.supplier}
                  maxDate={today || undefined}
                  value={form.orderedDate}
                  onChange={(value) => edit((current) => chooseOrderedDate(current, value ?? ''))}
                />
              </FormGroup>
              <FormGroup
                label="Delivery date"
                labelFor={ids.delivery}
                helperText={form.deliveryDateError ?? fieldErrors.deliveryDate}
                intent={form.deliveryDateError || fieldErrors.deliveryDate ? 'danger' : 'none'}
              >
                <BusinessDateInput
                  id={ids.delivery}
                  disabled={locked || !form.supplier}
                  minDate={form.orderedDate || undefined}
                  value={form.deliveryDate}
                  intent={form.deliveryDateError ? 'danger' : 'none'}
                  onChange={(value) => edit((current) => chooseDeliveryDate(current, value ?? ''))}
                />
              </FormGroup>
            </div>
            {form.supplier && form.supplier.deliveryDays.length > 0 && (
              <p className="manual-order-dialog__days">Delivers on {form.supplier.deliveryDays.join(', ')}</p>
            )}
            <PoNumberField
              value={form.poNumber}
              error={fieldErrors.poNumber}
              isLocked={isPoNumberLocked}
              remaining={poNumbers?.remaining ?? null}
              onChange={(poNumber) => edit((current) => ({ ...current, poNumber }))}
              onShowPlanLimit={() => setPlanLimitOpen(true)}
            />
            <fieldset className="manual-order-dialog__products">
              <legend>Products</legend>
              {form.lines.length === 0 && (
                <p className="manual-order-dialog__hint">
                  {form.supplier && form.orderedDate && form.deliveryDate
                    ? 'Add the products of this order.'
                    : 'Choose the supplier, then the ordered and delivery dates, then add products.'}
                </p>
              )}
              {form.lines.map((line, index) => (
                <div key={line.key} className="manual-order-line">
                  <div className="manual-order-line__product">
                    {form.supplier && (
                      <ProductPicker
                        venueId={venueId}
                        supplierId={form.supplier.supplierId}
                        selected={line.product}
                        excluded={new Set([...chosen].filter((id) => id !== line.product?.productId))}
                        label={`Product ${index + 1}`}
                        onSelect={(product) => edit((current) => chooseProduct(current, line.key, product))}
                      />
                    )}
                  </div>
                  <NumericInput
                    className="manual-order-line__quantity"
                    aria-label={`Quantity of product ${index + 1}`}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    minorStepSize={null}
                    stepSize={1}
                    clampValueOnBlur
                    allowNumericCharactersOnly
                    value={line.quantity}
                    onValueChange={(value) => edit((current) => changeQuantity(current, line.key, value))}
                  />
                  <Button
                    icon="trash"
                    variant="minimal"
                    aria-label={`Remove product ${index + 1}`}
                    onClick={() => edit((current) => removeLine(current, line.key))}
                  />
                </div>
              ))}
              <Button icon="plus" text="Add product" disabled={!canAddProduct(form)} onClick={() => edit(addLine)} />
            </fieldset>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={onClose} disabled={placeOrder.isPending} />
                <Button
                  type="submit"
                  intent="primary"
                  text="Save"
                  loading={placeOrder.isPending}
                  disabled={!canSave(form)}
                />
              </>
            }
          />
        </form>
      </Dialog>
      <PlanLimitModal venueId={venueId} isOpen={isPlanLimitOpen} onClose={() => setPlanLimitOpen(false)} />
    </>
  );
}
