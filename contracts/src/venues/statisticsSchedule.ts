import type { ActivityEmailFrequency } from './events';

export type StatisticsFrequency = Exclude<ActivityEmailFrequency, 'off'>;

/** One run of a venue's statistics e-mail, started by its Temporal schedule. */
export interface VenueStatisticsWorkflowInput {
  venueId: string;
  frequency: StatisticsFrequency;
}

/** Workflow name the API and the worker share (neither imports the other). */
export const venueStatisticsWorkflowType = 'venueStatisticsSend';

/** One schedule per venue, changed in place when the frequency changes and removed when it is off. */
export const venueStatisticsScheduleId = (venueId: string) => `venue-statistics-${venueId}`;

/** Europe/London, 07:00: daily, on Mondays, on the 1st of the month. */
export const statisticsTimeZone = 'Europe/London';
export const statisticsCron: Record<StatisticsFrequency, string> = {
  daily: '0 7 * * *',
  weekly: '0 7 * * 1',
  monthly: '0 7 1 * *',
};
