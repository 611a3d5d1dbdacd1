import { afterEach, describe, expect, it } from 'vitest';
import { businessDateFromPicker, businessDateOfPicker, pickerDate } from './pickerDates';

const zones = ['Europe/London', 'Europe/Paris', 'Pacific/Auckland', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'];
/** Month and year ends, a leap day and the UK's (and New Zealand's) clock-change days. */
const dates = [
  '2026-11-30',
  '2026-12-31',
  '2027-01-01',
  '2027-03-28',
  '2027-04-04',
  '2027-09-26',
  '2027-10-31',
  '2028-02-29',
  '2028-03-01',
];

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe("the date picker's days, in the browser's own zone", () => {
  it.each(zones)('reads back the business date it was given, in %s', (zone) => {
    // Node applies a new TZ to the Dates made after it is set.
    process.env.TZ = zone;
    for (const date of dates) {
      const day = pickerDate(date);
      expect([day.getHours(), day.getDate()], `${date} in ${zone}`).toEqual([0, Number(date.slice(8))]);
      expect(businessDateOfPicker(day), `${date} in ${zone}`).toBe(date);
      expect(businessDateFromPicker(`${date}T00:00:00+13:00`)).toBe(date);
    }
  });
});
