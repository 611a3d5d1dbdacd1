import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import {
  addBusinessDays,
  type BasketView,
  checkDeliveryDate,
  type DeliveryDateCheck,
  isErrorOf,
  isLimitReached,
  orderingErrors,
  orderingMessages,
  type PlacedBasketOrder,
  usageOf,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../platform/apiError';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { PlanLimitModal, planUsageQuery } from '../../subscriptions';
import { usePlaceBasketOrder } from '../basketMutations';
import { DeliveryDateNotice } from './DeliveryDateNotice';
import { newIdempotencyKey } from './idempotencyKey';
import { PoNumberField } from './PoNumberField';
import './orderProductsDialog.css';

interface OrderProductsDialogProps {
  venueId: string;
  basket: BasketView;
  isOpen: boolean;
  onClose: () => void;
}

interface OrderForm {
  deliveryDay: string;
  dateCheck: DeliveryDateCheck | undefined;
  poNumber: string;
  notes: string;
}

const emptyForm: OrderForm = { deliveryDay: '', dateCheck: undefined, poNumber: '', notes: '' };

export function OrderProductsDialog({ venueId, basket, isOpen, onClose }: OrderProductsDialogProps) {
  const navigate = useNavigate();
  const placeOrder = usePlaceBasketOrder(venueId, (placed) => announcePlacedOrder(placed));
  const planUsage = useQuery({ ...planUsageQuery(venueId), enabled: isOpen, throwOnError: false });
  // Spec 01 §5: a plan whose PO_Numbers allowance is used up this month disables the PO field.
  const poNumbers = planUsage.data ? usageOf(planUsage.data, 'PO_Numbers') : null;
  const isPoNumberLocked = poNumbers ? isLimitReached(poNumbers) : false;
  const [isPlanLimitOpen, setPlanLimitOpen] = useState(false);
  const [form, setForm] = useState<OrderForm>(emptyForm);
  // One key per distinct submission: a double click or a retry of the same form reuses it, any edit replaces it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const isBelowMinimum = basket.groups.some((group) => group.isBelowMinimum);
  const isDateAccepted = form.dateCheck?.kind === 'ok' || form.dateCheck?.kind === 'partial';
  const fieldErrors = isApiError(placeOrder.error) ? (placeOrder.error.fields ?? {}) : {};

  const edit = (change: Partial<OrderForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setIdempotencyKey(newIdempotencyKey());
    placeOrder.reset();
  };

  const chooseDeliveryDay = (deliveryDay: string) => {
    if (deliveryDay === '') return edit({ deliveryDay, dateCheck: undefined });
    const dateCheck = checkDeliveryDate(deliveryDay, basket.today, basket.groups, basket.time);
    // Spec 01 §5: a day none of the suppliers deliver on is rejected outright; so is one all their cut-offs closed.
    const refused = dateCheck.kind === 'invalid' || dateCheck.kind === 'cutOffPassed';
    edit({ deliveryDay: refused ? '' : deliveryDay, dateCheck });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDateAccepted || isBelowMinimum || placeOrder.isPending) return;
    placeOrder.mutate(
      {
        idempotencyKey,
        body: {
          requiredDeliveryDay: form.deliveryDay,
          poNumber: isPoNumberLocked ? undefined : form.poNumber.trim() || undefined,
          notes: form.notes,
        },
      },
      {
        onError: (error) => {
          if (isErrorOf(error, orderingErrors.planLimitReached)) setPlanLimitOpen(true);
        },
      },
    );
  };

  const announcePlacedOrder = (placed: PlacedBasketOrder) => {
    onClose();
    const suppliers = placed.orders.map((order) => order.supplierTitle).join(', ');
    void showToast({
      intent: 'success',
      icon: 'tick-circle',
      message: `Your order has been placed with ${suppliers}.`,
    });
    if (placed.warning) {
      void showToast({
        intent: 'warning',
        icon: 'warning-sign',
        message: `${placed.warning.title}: ${placed.warning.message}`,
      });
    }
    navigate(`/v/${encodeURIComponent(venueId)}/purchasing/orders`);
  };

  return (
    <>
      <Dialog
        title="Order products"
        icon="shopping-cart"
        isOpen={isOpen}
        onClose={onClose}
        onOpening={() => {
          setForm(emptyForm);
          setIdempotencyKey(newIdempotencyKey());
          placeOrder.reset();
        }}
        className="order-products-dialog"
        canOutsideClickClose={!placeOrder.isPending}
        canEscapeKeyClose={!placeOrder.isPending}
      >
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <div className="order-products-dialog__notices">
              {isBelowMinimum && (
                <NoticeCallout intent="danger" title={orderingMessages.notMinimumOrderPrice.title} role="alert">
                  {orderingMessages.notMinimumOrderPrice.message}
                </NoticeCallout>
              )}
              <DeliveryDateNotice check={form.dateCheck} />
              {placeOrder.error && (
                <NoticeCallout
                  intent="danger"
                  title={(isApiError(placeOrder.error) && placeOrder.error.title) || 'Your order could not be placed'}
                  role="alert"
                >
                  {placeOrder.error.message}
                </NoticeCallout>
              )}
            </div>
            <FormGroup
              label="Delivery date"
              labelFor="order-delivery-date"
              helperText={fieldErrors.requiredDeliveryDay}
              intent={fieldErrors.requiredDeliveryDay ? 'danger' : 'none'}
            >
              <BusinessDateInput
                id="order-delivery-date"
                minDate={addBusinessDays(basket.today, 1)}
                value={form.deliveryDay}
                intent={form.dateCheck && !isDateAccepted ? 'danger' : 'none'}
                onChange={(value) => chooseDeliveryDay(value ?? '')}
              />
            </FormGroup>
            <PoNumberField
              value={form.poNumber}
              error={fieldErrors.poNumber}
              isLocked={isPoNumberLocked}
              remaining={poNumbers?.remaining ?? null}
              onChange={(poNumber) => edit({ poNumber })}
              onShowPlanLimit={() => setPlanLimitOpen(true)}
            />
            <FormGroup
              label="Notes"
              labelFor="order-notes"
              helperText={fieldErrors.notes}
              intent={fieldErrors.notes ? 'danger' : 'none'}
            >
              <TextArea
                id="order-notes"
                fill
                rows={3}
                maxLength={2000}
                value={form.notes}
                onChange={(event) => edit({ notes: event.target.value })}
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={onClose} disabled={placeOrder.isPending} />
                <Button
                  type="submit"
                  intent="primary"
                  text="Order now"
                  loading={placeOrder.isPending}
                  disabled={!isDateAccepted || isBelowMinimum}
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
