import type { Checklist, ChecklistOrder } from '@oms/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checklistCsv } from './checklistCsv';
import {
  approveAllState,
  approveBody,
  changeQuantity,
  decisionKey,
  everyLineDecided,
  initialDecisions,
  toggleApproveAll,
  toggleDecision,
} from './decisions';

const line = (productId: string, quantity: number) => ({
  productId,
  sku: `SKU-${productId}`,
  title: `Product ${productId}`,
  size: '1kg',
  UoM: 'Each',
  quantity,
  unitPrice: 250,
  hasVat: true,
  supplierConfirmed: null,
  updatedQuantity: null,
});

const order: ChecklistOrder = {
  orderId: 'o1',
  poNumber: 'PO-1',
  orderedAt: '2026-11-20T09:00:00.000Z',
  orderedDate: '2026-11-20',
  requiredDeliveryDay: null,
  notes: 'Back door, "after 7"',
  approved: false,
  lines: [line('a', 3), line('b', 2)],
};
const a = decisionKey('o1', 'a');
const b = decisionKey('o1', 'b');

describe('checklist decisions held in the page', () => {
  it('starts undecided at the quantity ordered', () => {
    const decisions = initialDecisions([order]);
    expect(decisions[a]).toEqual({ confirmed: null, quantity: 3 });
    expect(everyLineDecided(decisions)).toBe(false);
  });

  it('takes a choice back when the same one is clicked again', () => {
    const accepted = toggleDecision(initialDecisions([order]), a, true);
    expect(accepted[a]?.confirmed).toBe(true);
    expect(toggleDecision(accepted, a, true)[a]?.confirmed).toBeNull();
    expect(toggleDecision(accepted, a, false)[a]?.confirmed).toBe(false);
  });

  it("'Approve all' sets confirmation on every line, then clears it", () => {
    const some = toggleDecision(initialDecisions([order]), a, true);
    expect(approveAllState(some)).toBe('some');
    const all = toggleApproveAll(some);
    expect(approveAllState(all)).toBe('all');
    expect(everyLineDecided(all)).toBe(true);
    const cleared = toggleApproveAll(all);
    expect(approveAllState(cleared)).toBe('none');
    expect(everyLineDecided(cleared)).toBe(false);
  });

  it('keeps quantities between 0 and the quantity ordered', () => {
    const decisions = initialDecisions([order]);
    expect(changeQuantity(decisions, a, 0, 3)[a]?.quantity).toBe(0);
    expect(changeQuantity(decisions, a, 4, 3)[a]?.quantity).toBe(3);
    expect(changeQuantity(decisions, a, -1, 3)[a]?.quantity).toBe(3);
    expect(changeQuantity(decisions, a, 1.5, 3)[a]?.quantity).toBe(3);
  });

  it('sends every line, a rejected one with nothing to deliver', () => {
    let decisions = toggleDecision(initialDecisions([order]), a, true);
    decisions = changeQuantity(decisions, a, 2, 3);
    decisions = toggleDecision(decisions, b, false);
    expect(approveBody([order], decisions)).toEqual({
      orders: [
        {
          orderId: 'o1',
          lines: [
            { productId: 'a', confirmed: true, updatedQuantity: 2 },
            { productId: 'b', confirmed: false, updatedQuantity: 0 },
          ],
        },
      ],
    });
  });
});

describe('checklist CSV', () => {
  it('writes the rows of spec 01 §9, quoting cells that need it', () => {
    const approved: ChecklistOrder = {
      ...order,
      approved: true,
      lines: [{ ...line('a', 3), supplierConfirmed: true, updatedQuantity: 2 }],
    };
    const checklist: Checklist = {
      venue: {
        venueId: 'v',
        title: 'The Crown & Anchor',
        addressLine1: '',
        addressLine2: '',
        addressCity: '',
        addressPostCode: '',
      },
      supplier: { supplierId: 's', title: 'Fresh', hidesPrices: false },
      accountNumber: 'ACC-1',
      hasVenueUpdateAddress: false,
      greeting: "today's accepted orders",
      newOrders: [],
      approvedOrders: [approved],
      locked: true,
      contactEmail: 'support@oms.test',
    };
    const text = checklistCsv(checklist);
    expect(text.split('\r\n')[0]).toBe('SKU,Qty,Size,Stock,Price,UoM,Notes');
    const rows = Papa.parse<string[]>(text).data;
    expect(rows[1]).toEqual(['SKU-a', '2', '1kg', 'Product a', '£2.50', 'Each', 'Back door, "after 7"']);
    expect(rows.at(-1)).toEqual(['Purchase number', 'PO-1']);

    const hostile = checklistCsv({
      ...checklist,
      approvedOrders: [{ ...approved, notes: '=HYPERLINK("http://x","y")', poNumber: '@SUM(1+1)' }],
    });
    const hostileRows = Papa.parse<string[]>(hostile).data;
    expect(hostileRows[1]?.at(-1)).toBe(`'=HYPERLINK("http://x","y")`);
    expect(hostileRows.at(-1)).toEqual(['Purchase number', "'@SUM(1+1)"]);
  });
});
