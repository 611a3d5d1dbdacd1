import { type Weekday, weekdays } from '@oms/contracts';

const mondayFirst: Weekday[] = [...weekdays.slice(1), weekdays[0]];

/** Delivery days as runs, Monday first: Monday to Friday reads "Mon–Fri", a gap splits the run ("Mon–Wed, Fri"). */
export function formatDeliveryDayRuns(days: readonly Weekday[]): string {
  const chosen = new Set(days);
  const runs: string[] = [];
  let start = -1;
  for (let index = 0; index <= mondayFirst.length; index += 1) {
    const day = mondayFirst[index];
    if (day && chosen.has(day)) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) {
      const first = mondayFirst[start]?.slice(0, 3) ?? '';
      const last = mondayFirst[index - 1]?.slice(0, 3) ?? '';
      runs.push(index - 1 - start >= 2 ? `${first}–${last}` : index - 1 > start ? `${first}, ${last}` : first);
      start = -1;
    }
  }
  return runs.join(', ');
}
