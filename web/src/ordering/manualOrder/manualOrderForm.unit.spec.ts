import type { ManualOrderProduct, ManualOrderSupplier } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
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
  manualOrderBody,
  removeLine,
} from './manualOrderForm';

const brakes: ManualOrderSupplier = {
  supplierId: 'brakes',
  title: 'Brakes',
  deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  productCount: 2,
};
const product = (productId: string): ManualOrderProduct => ({
  productId,
  sku: productId.toUpperCase(),
  title: productId,
  size: '1',
  UoM: 'Box',
  type: 'Dry',
  OMSPrice: 100,
  hasVat: false,
});
// 2026-11-23 is a Monday, 2026-11-22 a Sunday.
const dated = chooseDeliveryDate(
  chooseOrderedDate(chooseSupplier(emptyManualOrderForm, brakes), '2026-11-20'),
  '2026-11-23',
);

describe("the 'Add order' modal's rules", () => {
  it('takes dates only once a supplier is chosen', () => {
    expect(chooseOrderedDate(emptyManualOrderForm, '2026-11-20').orderedDate).toBe('');
    expect(chooseDeliveryDate(emptyManualOrderForm, '2026-11-23').deliveryDate).toBe('');
  });

  it("clears a delivery date the supplier does not deliver on, with the spec's message", () => {
    const sunday = chooseDeliveryDate(dated, '2026-11-22');
    expect(sunday.deliveryDate).toBe('');
    expect(sunday.deliveryDateError).toBe("Selected date is not within the supplier's delivery days.");
    expect(chooseDeliveryDate(sunday, '2026-11-24')).toMatchObject({
      deliveryDate: '2026-11-24',
      deliveryDateError: null,
    });
  });

  it('enables Add product only after both dates, while the supplier has more products than lines', () => {
    expect(canAddProduct(chooseSupplier(emptyManualOrderForm, brakes))).toBe(false);
    expect(canAddProduct(chooseOrderedDate(chooseSupplier(emptyManualOrderForm, brakes), '2026-11-20'))).toBe(false);
    expect(canAddProduct(dated)).toBe(true);
    const two = addLine(addLine(dated));
    expect(two.lines).toHaveLength(2);
    expect(canAddProduct(two)).toBe(false);
    expect(addLine(two).lines).toHaveLength(2);
  });

  it('locks supplier and dates once a line is added, and unlocks when the last line goes', () => {
    const withLine = addLine(dated);
    expect(isLocked(withLine)).toBe(true);
    expect(chooseSupplier(withLine, { ...brakes, supplierId: 'other' }).supplier?.supplierId).toBe('brakes');
    expect(chooseDeliveryDate(withLine, '2026-11-24').deliveryDate).toBe('2026-11-23');
    expect(chooseOrderedDate(withLine, '2026-11-19').orderedDate).toBe('2026-11-20');
    const key = withLine.lines[0]?.key ?? 0;
    expect(isLocked(removeLine(withLine, key))).toBe(false);
  });

  it('keeps quantities whole and at least 1', () => {
    const withLine = addLine(dated);
    const key = withLine.lines[0]?.key ?? 0;
    expect(changeQuantity(withLine, key, 0).lines[0]?.quantity).toBe(1);
    expect(changeQuantity(withLine, key, -4).lines[0]?.quantity).toBe(1);
    expect(changeQuantity(withLine, key, 3.7).lines[0]?.quantity).toBe(3);
    expect(changeQuantity(withLine, key, Number.NaN).lines[0]?.quantity).toBe(1);
  });

  it('disables Save while a line has no product or there are no lines, and builds the body', () => {
    expect(canSave(dated)).toBe(false);
    const withLine = addLine(dated);
    expect(canSave(withLine)).toBe(false);
    expect(manualOrderBody(withLine)).toBeNull();
    const key = withLine.lines[0]?.key ?? 0;
    const chosen = changeQuantity(chooseProduct({ ...withLine, poNumber: '  PO-1 ' }, key, product('chips')), key, 4);
    expect(canSave(chosen)).toBe(true);
    expect(manualOrderBody(chosen)).toEqual({
      supplierId: 'brakes',
      orderedDate: '2026-11-20',
      deliveryDate: '2026-11-23',
      poNumber: 'PO-1',
      products: [{ productId: 'chips', quantity: 4 }],
    });
  });

  it('drops a delivery date before a later ordered date, and the dates when the supplier changes', () => {
    expect(chooseOrderedDate(dated, '2026-11-24').deliveryDate).toBe('');
    expect(chooseSupplier(dated, { ...brakes, supplierId: 'other' })).toMatchObject({
      orderedDate: '',
      deliveryDate: '',
    });
  });
});
