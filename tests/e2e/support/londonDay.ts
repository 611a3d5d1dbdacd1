import { addBusinessDays, type BusinessDate, businessDateOf, type Weekday, weekdayOf } from '@oms/contracts';
import { expect } from 'vitest';

/** Today on the business calendar (Europe/London), by the test's clock. */
export function londonToday(): BusinessDate {
  return businessDateOf(new Date());
}

/**
 * Checks a day the app gave as today against the test's clock, read before the app was asked and
 * again now: London's midnight may fall in between, and then either day is right. Returns the app's day.
 */
export function expectLondonToday(shown: BusinessDate | null, before: BusinessDate, what: string): BusinessDate {
  expect([before, londonToday()], `${what}: the London day when it was shown`).toContain(shown);
  return shown as BusinessDate;
}

/**
 * The first day a supplier delivers, from the day after tomorrow. Tomorrow is the first day an order
 * may ask for, but an order for tomorrow sent just before London's midnight is placed on that very
 * day, which the app refuses as past; the day after tomorrow is still ahead of it.
 */
export function deliveryDayFrom(today: BusinessDate, delivers: (weekday: Weekday) => boolean): BusinessDate {
  let day = addBusinessDays(today, 2);
  while (!delivers(weekdayOf(day))) day = addBusinessDays(day, 1);
  return day;
}
