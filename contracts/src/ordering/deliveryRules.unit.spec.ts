import { describe, expect, it } from 'vitest';
import { checkDeliveryDate, nextDeliveryDay } from './deliveryRules';

const brakes = { supplierId: 'b', supplierTitle: 'Brakes', deliveryDays: ['Monday', 'Wednesday'] as const };
const fresh = { supplierId: 'f', supplierTitle: 'Fresh Direct', deliveryDays: ['Tuesday'] as const };
const anyDay = { supplierId: 'a', supplierTitle: 'Dairy', deliveryDays: [] as const };

describe('delivery date rules (spec 01 §5)', () => {
  it('accepts a date every supplier delivers on', () => {
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [brakes])).toEqual({ kind: 'ok' });
  });

  it('refuses today and the past', () => {
    expect(checkDeliveryDate('2026-11-22', '2026-11-22', [anyDay]).kind).toBe('past');
    expect(checkDeliveryDate('2026-11-01', '2026-11-22', [anyDay]).kind).toBe('past');
  });

  it('is invalid when none of the suppliers deliver that weekday', () => {
    // 2026-11-27 is a Friday.
    expect(checkDeliveryDate('2026-11-27', '2026-11-22', [brakes, fresh])).toEqual({ kind: 'invalid' });
  });

  it('is partial when only some do not, naming them with their next delivery day', () => {
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [brakes, fresh])).toEqual({
      kind: 'partial',
      suppliersNotDelivering: [
        { supplierId: 'f', supplierTitle: 'Fresh Direct', nextDeliveryDay: '2026-11-24', reason: 'deliveryDays' },
      ],
    });
  });

  it("counts a supplier's order cut-off for tomorrow only: at or after it, tomorrow is missed", () => {
    // Sunday 22nd; Monday 23rd is tomorrow. Brakes closes next-day orders at 11:00.
    const closing = { ...brakes, orderCutOffTime: '11:00' };
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [closing], '10:59')).toEqual({ kind: 'ok' });
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [closing], '11:00')).toEqual({ kind: 'cutOffPassed' });
    expect(checkDeliveryDate('2026-11-25', '2026-11-22', [closing], '18:00')).toEqual({ kind: 'ok' });
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [closing, anyDay], '12:00')).toEqual({
      kind: 'partial',
      suppliersNotDelivering: [
        {
          supplierId: 'b',
          supplierTitle: 'Brakes',
          nextDeliveryDay: '2026-11-25',
          reason: 'cutOff',
          orderCutOffTime: '11:00',
        },
      ],
    });
    // No time given (or no cut-off set): only the delivery days count.
    expect(checkDeliveryDate('2026-11-23', '2026-11-22', [closing])).toEqual({ kind: 'ok' });
  });

  it('treats a supplier without delivery days as delivering every day', () => {
    expect(checkDeliveryDate('2026-11-29', '2026-11-22', [anyDay])).toEqual({ kind: 'ok' });
  });

  it('finds the next delivery day strictly after the date, wrapping the week', () => {
    expect(nextDeliveryDay(brakes, '2026-11-23')).toBe('2026-11-25');
    expect(nextDeliveryDay(fresh, '2026-11-24')).toBe('2026-12-01');
  });
});
