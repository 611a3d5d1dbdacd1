import type { SpecialPurchaseView } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { approvalHistoryCsv, matchesSearch } from './approvalHistoryCsv';

const request: SpecialPurchaseView = {
  requestId: 'r1',
  venueId: 'v1',
  staffName: 'Sam Carter',
  staffEmail: 'sam@crown.test',
  sku: 'P-1',
  itemName: '=HYPERLINK("http://evil")',
  itemCostPence: 34_999,
  justification: 'Worn, through',
  managerName: 'Morgan Lee',
  managerEmail: 'morgan@crown.test',
  supplier: { supplierId: null, title: 'Kitchen Supplies' },
  requestedAt: '2026-11-24T23:30:00.000Z',
  status: 'declined',
  decidedAt: null,
  inPriceFile: null,
  decisions: [],
  remindersSent: 0,
  attachment: null,
};

describe('Approval_History.csv', () => {
  it('has the spec’s columns, London dates as DD/MM/YYYY, "Declined", and formula-safe cells', () => {
    const [header, row] = approvalHistoryCsv([request]).split('\r\n');
    expect(header).toBe(
      'Manager name,Manager email,Staff name,Staff email,Item name,Item cost,Created at,Status,Supplier,SKU,Justification',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('£349.99,24/11/2026,Declined,Kitchen Supplies,P-1,"Worn, through"');
  });

  it('searches manager, staff, item and cost', () => {
    expect(matchesSearch(request, 'morgan')).toBe(true);
    expect(matchesSearch(request, 'sam car')).toBe(true);
    expect(matchesSearch(request, '349.99')).toBe(true);
    expect(matchesSearch(request, 'kitchen')).toBe(false);
  });
});
