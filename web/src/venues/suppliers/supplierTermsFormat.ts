import { type Weekday, weekdays } from '@oms/contracts';

/** Monday first, as delivery schedules are read in the UK. */
export const weekdaysFromMonday: readonly Weekday[] = [...weekdays.slice(1), weekdays[0]];

const short = (day: Weekday) => day.slice(0, 3);

/** 'Every day', 'Mon–Fri' for a run of three or more days, otherwise 'Tue, Fri'. */
export function formatDeliveryDays(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Every day';
  const indexes = weekdaysFromMonday.flatMap((day, index) => (days.includes(day) ? [index] : []));
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) => {
      const names = run.map((index) => short(weekdaysFromMonday[index] as Weekday));
      return run.length >= 3 ? [`${names[0]}–${names.at(-1)}`] : names;
    })
    .join(', ');
}
