import { type Weekday, weekdays } from '@oms/contracts';

/** Monday first, as delivery schedules are read in the UK. */
export const weekdaysFromMonday: readonly Weekday[] = [...weekdays.slice(1), weekdays[0]];

export function formatDeliveryDays(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Every day';
  return weekdaysFromMonday
    .filter((day) => days.includes(day))
    .map((day) => day.slice(0, 3))
    .join(', ');
}
