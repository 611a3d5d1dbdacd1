import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from '../receipting/receipt';
import { spendLineOf } from '../receipting/receipt';
import { purchaseOrderSpend } from '../receipting/spend';
import { xeroMessages } from './messages';
import {
  type AccountingAccount,
  billFormRefusal,
  billTaxTypeOf,
  receivedQuantityOf,
  xeroBillOf,
  xeroBillTotalPence,
} from './xeroBill';

const purchases: AccountingAccount = {
  accountId: 'acc-310',
  code: '310',
  name: 'Cost of Goods Sold',
  taxType: 'INPUT2',
};
const sales: AccountingAccount = { accountId: 'acc-200', code: '200', name: 'Sales', taxType: 'OUTPUT2' };

function line(overrides: Partial<ReceiptLine> & { title: string; price: number; quantity: number }): ReceiptLine {
  const { title, price, quantity, ...rest } = overrides;
  return {
    productId: title,
    title,
    sku: `SKU-${title}`,
    size: '',
    UoM: 'Each',
    hasVat: false,
    orderedQuantity: quantity,
    orderedPrice: price,
    supplierConfirmed: true,
    agreed: { quantity, price, sku: `SKU-${title}`, size: '', title },
    quantityAgreed: false,
    added: false,
    report: null,
    ...rest,
  };
}

const bill = (lines: ReceiptLine[], account = purchases) =>
  xeroBillOf({
    poNumber: 'CA-0042',
    lines,
    contactId: 'contact-fresh',
    account,
    date: '2026-11-20',
    dueDate: '2026-12-20',
  });

describe('the Xero bill of a receipted purchase order (spec 02 §2.5, §3, §9)', () => {
  it('is an authorised ACCPAY bill, amounts exclusive, for the contact, dated, due and referenced by PO', () => {
    const made = bill([line({ title: 'Lemons', price: 250, quantity: 4 })]);
    expect(made).toMatchObject({
      Type: 'ACCPAY',
      Status: 'AUTHORISED',
      Contact: { ContactID: 'contact-fresh' },
      Date: '2026-11-20',
      DueDate: '2026-12-20',
      Reference: 'CA-0042',
      LineAmountTypes: 'Exclusive',
    });
  });

  it('worked example: a VAT line and a zero-rated line on a purchases account', () => {
    // 4 × Lemons at £2.50 (no VAT) and 2 × Cleaning spray 750ml at £3.99 (VAT): £10.00 + £7.98 = £17.98 ex VAT.
    const made = bill([
      line({ title: 'Lemons', price: 250, quantity: 4 }),
      line({
        title: 'Cleaning spray',
        price: 399,
        quantity: 2,
        hasVat: true,
        agreed: { quantity: 2, price: 399, sku: 'CS', size: '750ml', title: 'Cleaning spray' },
      }),
    ]);
    expect(made.LineItems).toEqual([
      { Description: 'Lemons', Quantity: 4, UnitAmount: 2.5, AccountCode: '310', TaxType: 'ZERORATEDINPUT' },
      { Description: 'Cleaning spray 750ml', Quantity: 2, UnitAmount: 3.99, AccountCode: '310', TaxType: 'INPUT2' },
    ]);
    expect(xeroBillTotalPence(made)).toBe(1798);
  });

  it('worked example: an OUTPUT2 account sends every line with a blank tax type', () => {
    const made = bill(
      [
        line({ title: 'Lemons', price: 250, quantity: 4 }),
        line({ title: 'Spray', price: 399, quantity: 2, hasVat: true }),
      ],
      sales,
    );
    expect(made.LineItems.map((item) => [item.AccountCode, item.TaxType])).toEqual([
      ['200', ''],
      ['200', ''],
    ]);
  });

  it('keeps a quantity to the four decimals Xero takes', () => {
    const weighed = line({ title: 'Cod loin', price: 1000, quantity: 0.1 + 0.2, UoM: 'Kg' });
    expect(bill([weighed]).LineItems[0]?.Quantity).toBe(0.3);
  });

  it('bills what was received: the supplier cut, an accepted weight, and leaves off rejected lines', () => {
    const cut = line({
      title: 'Salmon side',
      price: 1800,
      quantity: 5,
      quantityAgreed: true,
      agreed: { quantity: 3, price: 1800, sku: 'SAL', size: '', title: 'Salmon side' },
    });
    const weighed = line({
      title: 'Beef rump',
      price: 1099,
      quantity: 2,
      UoM: 'Kg',
      report: {
        reportId: 'r1',
        error: 'Weighted item',
        notes: '',
        previous: { quantity: 2, price: 1099, sku: 'BR', size: '', title: 'Beef rump' },
        updated: { quantity: 2, price: 1099, sku: 'BR', size: '', title: 'Beef rump' },
        weight: 1.234,
        lineStatus: 'Accepted',
        supplierApproved: null,
        creditPence: 0,
        resolved: true,
      },
    });
    const rejected = line({
      title: 'Limes',
      price: 300,
      quantity: 6,
      supplierConfirmed: false,
      quantityAgreed: true,
      agreed: { quantity: 0, price: 300, sku: 'LIM', size: '', title: 'Limes' },
    });
    const lines = [cut, weighed, rejected];
    const made = bill(lines);
    expect(made.LineItems.map((item) => [item.Description, item.Quantity, item.UnitAmount])).toEqual([
      ['Salmon side', 3, 18],
      ['Beef rump', 1.234, 10.99],
    ]);
    // £54.00 + £13.56 (1.234 kg × £10.99 = £13.56166): the same as the purchase order's received spend.
    expect(xeroBillTotalPence(made)).toBe(6756);
    expect(xeroBillTotalPence(made)).toBe(purchaseOrderSpend(lines.map(spendLineOf)));
    expect(lines.map(receivedQuantityOf)).toEqual([3, 1.234, 0]);
  });

  it('picks tax types: INPUT2 for VAT goods, ZERORATEDINPUT otherwise, blank on OUTPUT2', () => {
    expect(billTaxTypeOf(true, purchases)).toBe('INPUT2');
    expect(billTaxTypeOf(false, purchases)).toBe('ZERORATEDINPUT');
    expect(billTaxTypeOf(true, sales)).toBe('');
    expect(billTaxTypeOf(false, sales)).toBe('');
  });

  it('refuses a send without an account or a due date in the spec words', () => {
    expect(billFormRefusal({ accountId: 'acc-310', dueDate: '2026-12-20' })).toBeNull();
    expect(billFormRefusal({ accountId: '', dueDate: '2026-12-20' })).toBe(xeroMessages.accountAndDueDateRequired);
    expect(billFormRefusal({ accountId: 'acc-310', dueDate: null })).toBe(
      'Submission Failed: Account and due date are required.',
    );
  });
});
