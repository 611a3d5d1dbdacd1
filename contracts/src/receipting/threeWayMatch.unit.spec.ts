import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from './receipt';
import {
  agreedPriceOf,
  creditToRequest,
  invoiceTotalFromText,
  receivedAtAgreedPricesOf,
  threeWayMatchOf,
  tolerancePenceOf,
} from './threeWayMatch';

const chips = (agreedPrice: number, report: ReceiptLine['report'] = null): ReceiptLine => ({
  productId: 'chips',
  title: 'Chips',
  sku: 'C',
  size: '1',
  UoM: 'Each',
  hasVat: false,
  orderedQuantity: 4,
  orderedPrice: 2349,
  supplierConfirmed: true,
  agreed: { quantity: 4, price: agreedPrice, sku: 'C', size: '1', title: 'Chips' },
  quantityAgreed: true,
  added: false,
  report,
});
const adjustment = (lineStatus: 'Accepted' | 'Sent to supplier', price: number, supplierApproved: boolean | null) => ({
  reportId: 'r',
  error: 'Supplier / Invoice adjustment' as const,
  notes: '',
  previous: { quantity: 4, price: 2349, sku: 'C', size: '1', title: 'Chips' },
  updated: { quantity: 4, price, sku: 'C', size: '1', title: 'Chips' },
  weight: null,
  lineStatus,
  supplierApproved,
  creditPence: 0,
  resolved: false,
});

describe('three-way match', () => {
  it('allows the larger of 2 % and £1', () => {
    expect(tolerancePenceOf(2_000, { percent: 2, minimumPence: 100 })).toBe(100);
    expect(tolerancePenceOf(20_000, { percent: 2, minimumPence: 100 })).toBe(400);
  });

  it('matches within the tolerance and reports the difference beyond it', () => {
    expect(threeWayMatchOf({ orderedPence: 10_000, receivedPence: 10_000, invoicedPence: 10_150 }).status).toBe(
      'matched',
    );
    const over = threeWayMatchOf({ orderedPence: 10_000, receivedPence: 9_000, invoicedPence: 10_000 });
    expect(over).toMatchObject({ status: 'mismatch', differencePence: 1_000, tolerancePence: 180 });
    expect(creditToRequest(over)).toBe(1_000);
    // An invoice below what was received is reported, but nothing is owed back.
    expect(
      creditToRequest(threeWayMatchOf({ orderedPence: 10_000, receivedPence: 10_000, invoicedPence: 8_000 })),
    ).toBe(0);
  });

  it('never asks for credit inside the tolerance, and asks for exactly the excess beyond it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (received, delta) => {
          const invoiced = Math.max(0, received + delta);
          const match = threeWayMatchOf({ orderedPence: received, receivedPence: received, invoicedPence: invoiced });
          const within = Math.abs(invoiced - received) <= tolerancePenceOf(received, { percent: 2, minimumPence: 100 });
          expect(match.status).toBe(within ? 'matched' : 'mismatch');
          expect(creditToRequest(match)).toBe(within || invoiced <= received ? 0 : invoiced - received);
        },
      ),
    );
  });

  it('prices what was received at the agreed prices: a price the venue took from the invoice above them is not agreed', () => {
    expect(agreedPriceOf(chips(2599, adjustment('Accepted', 2599, null)))).toBe(2349);
    expect(agreedPriceOf(chips(2199, adjustment('Accepted', 2199, null)))).toBe(2199);
    // What the supplier approved is agreed, whatever it is.
    expect(agreedPriceOf(chips(2599, adjustment('Sent to supplier', 2599, true)))).toBe(2599);
    expect(receivedAtAgreedPricesOf([chips(2599, adjustment('Accepted', 2599, null))])).toBe(4 * 2349);
  });

  it('reads the total an invoice names', () => {
    expect(invoiceTotalFromText('Subtotal £100.00\nVAT £20.00\nTotal due: £120.00')).toBe(12_000);
    expect(invoiceTotalFromText('Net 1,250.00\nInvoice Total (GBP) 1,500.00')).toBe(150_000);
    expect(invoiceTotalFromText('Items 3\nTotal 45.10\n')).toBe(4_510);
    expect(invoiceTotalFromText('Thank you for your order')).toBeNull();
  });
});
