import {
  type BusinessDate,
  deliversOn,
  type ManualOrderProduct,
  type ManualOrderSupplier,
  manualOrderMessages,
  type PlaceManualOrderBody,
} from '@oms/contracts';

export interface ManualOrderLine {
  key: number;
  product: ManualOrderProduct | null;
  quantity: number;
}

/** The 'Add order' modal's state: supplier first, then the two dates, then the product lines. */
export interface ManualOrderForm {
  supplier: ManualOrderSupplier | null;
  orderedDate: BusinessDate | '';
  deliveryDate: BusinessDate | '';
  /** Spec 01 §5: set when a chosen delivery date was cleared for not being a delivery day. */
  deliveryDateError: string | null;
  poNumber: string;
  lines: readonly ManualOrderLine[];
  nextKey: number;
}

export const emptyManualOrderForm: ManualOrderForm = {
  supplier: null,
  orderedDate: '',
  deliveryDate: '',
  deliveryDateError: null,
  poNumber: '',
  lines: [],
  nextKey: 1,
};

/** Spec 01 §4: supplier, dates and product list lock once a line is added. */
export const isLocked = (form: ManualOrderForm) => form.lines.length > 0;

export function chooseSupplier(form: ManualOrderForm, supplier: ManualOrderSupplier | null): ManualOrderForm {
  if (isLocked(form)) return form;
  // Another supplier delivers on other days: the dates are chosen again.
  return { ...form, supplier, orderedDate: '', deliveryDate: '', deliveryDateError: null };
}

export function chooseOrderedDate(form: ManualOrderForm, orderedDate: BusinessDate | ''): ManualOrderForm {
  if (isLocked(form) || !form.supplier) return form;
  const deliveryDate =
    form.deliveryDate !== '' && orderedDate !== '' && form.deliveryDate < orderedDate ? '' : form.deliveryDate;
  return { ...form, orderedDate, deliveryDate };
}

/** Spec 01 §5: a date the supplier does not deliver on is refused with the message and cleared. */
export function chooseDeliveryDate(form: ManualOrderForm, deliveryDate: BusinessDate | ''): ManualOrderForm {
  if (isLocked(form) || !form.supplier) return form;
  if (deliveryDate === '') return { ...form, deliveryDate, deliveryDateError: null };
  const delivering = {
    supplierId: form.supplier.supplierId,
    supplierTitle: form.supplier.title,
    deliveryDays: form.supplier.deliveryDays,
  };
  if (!deliversOn(delivering, deliveryDate)) {
    return { ...form, deliveryDate: '', deliveryDateError: manualOrderMessages.notDeliveryDay };
  }
  return { ...form, deliveryDate, deliveryDateError: null };
}

/** Spec 01 §4: only after both dates, and while the supplier has more products than lines. */
export function canAddProduct(form: ManualOrderForm): boolean {
  return (
    form.supplier !== null &&
    form.orderedDate !== '' &&
    form.deliveryDate !== '' &&
    form.supplier.productCount > form.lines.length
  );
}

export function addLine(form: ManualOrderForm): ManualOrderForm {
  if (!canAddProduct(form)) return form;
  return {
    ...form,
    lines: [...form.lines, { key: form.nextKey, product: null, quantity: 1 }],
    nextKey: form.nextKey + 1,
  };
}

export function removeLine(form: ManualOrderForm, key: number): ManualOrderForm {
  return { ...form, lines: form.lines.filter((line) => line.key !== key) };
}

export function chooseProduct(form: ManualOrderForm, key: number, product: ManualOrderProduct | null): ManualOrderForm {
  return { ...form, lines: form.lines.map((line) => (line.key === key ? { ...line, product } : line)) };
}

/** Spec 01 §5: quantity minimum 1; a whole number. */
export function changeQuantity(form: ManualOrderForm, key: number, quantity: number): ManualOrderForm {
  if (!Number.isFinite(quantity)) return form;
  const whole = Math.max(1, Math.floor(quantity));
  return { ...form, lines: form.lines.map((line) => (line.key === key ? { ...line, quantity: whole } : line)) };
}

/** Spec 01 §4: Save is disabled while any line has no product or there are no lines. */
export function canSave(form: ManualOrderForm): boolean {
  return form.lines.length > 0 && form.lines.every((line) => line.product !== null);
}

export function manualOrderBody(form: ManualOrderForm): PlaceManualOrderBody | null {
  if (!canSave(form) || !form.supplier || form.orderedDate === '' || form.deliveryDate === '') return null;
  const poNumber = form.poNumber.trim();
  return {
    supplierId: form.supplier.supplierId,
    orderedDate: form.orderedDate,
    deliveryDate: form.deliveryDate,
    ...(poNumber ? { poNumber } : {}),
    products: form.lines.flatMap((line) =>
      line.product ? [{ productId: line.product.productId, quantity: line.quantity }] : [],
    ),
  };
}
