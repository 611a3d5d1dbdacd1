import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDateOf,
  formatLondonDateTime,
  formatOrderDate,
  formatStatementDate,
  weekdayOf,
} from './dates';

describe('business dates (Europe/London)', () => {
  it('takes the UK calendar day of an instant, across British Summer Time', () => {
    expect(businessDateOf('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(businessDateOf('2026-12-31T23:30:00.000Z')).toBe('2026-12-31');
    // Remembered per UTC hour: every instant still gets the London date, across both clock changes.
    for (const start of ['2026-03-28T20:00:00.000Z', '2026-10-24T20:00:00.000Z']) {
      for (let minutes = 0; minutes < 8 * 60; minutes += 7) {
        const instant = new Date(Date.parse(start) + minutes * 60_000);
        const london = instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
        expect(businessDateOf(instant), instant.toISOString()).toBe(london);
      }
    }
  });

  it('names weekdays and adds days', () => {
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(addBusinessDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addBusinessDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('formats order dates DD/MM/YYYY and statement dates DD MMM YYYY', () => {
    expect(formatOrderDate('2026-11-05')).toBe('05/11/2026');
    expect(formatStatementDate('2026-11-05')).toBe('05 Nov 2026');
  });

  it('shows instants in London wall-clock time, with seconds where mails must be told apart', () => {
    expect(formatLondonDateTime('2026-07-01T09:05:09.000Z')).toBe('01/07/2026 10:05');
    expect(formatLondonDateTime('2026-11-24T09:05:09.000Z', 'withSeconds')).toBe('24 Nov 2026 09:05:09');
  });
});
