import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditToRequest, invoiceTotalFromText, threeWayMatchOf, tolerancePenceOf } from './threeWayMatch';

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

  it('reads the total an invoice names', () => {
    expect(invoiceTotalFromText('Subtotal £100.00\nVAT £20.00\nTotal due: £120.00')).toBe(12_000);
    expect(invoiceTotalFromText('Net 1,250.00\nInvoice Total (GBP) 1,500.00')).toBe(150_000);
    expect(invoiceTotalFromText('Items 3\nTotal 45.10\n')).toBe(4_510);
    expect(invoiceTotalFromText('Thank you for your order')).toBeNull();
  });
});
