import { z } from 'zod';
import { hourMinuteSchema } from './events';
import { statisticsTimeZone } from './statisticsSchedule';

/** One run of a venue's daily order reminder, started by its Temporal schedule. */
export interface OrderReminderWorkflowInput {
  venueId: string;
  /** HH:mm: what the schedule was made for, so a changed setting is seen and the schedule made again. */
  time: string;
}

/** Workflow name the API and the worker share (neither imports the other). */
export const orderReminderWorkflowType = 'venueOrderReminder';

/** One schedule per venue, at its `orderReminder` time; changed in place, removed when the setting is cleared. */
export const orderReminderScheduleId = (venueId: string) => `venue-order-reminder-${venueId}`;

/** Spec 03 §3 orderReminder: HH:mm every day, Europe/London (as the statistics e-mail). */
export const orderReminderTimeZone = statisticsTimeZone;
export const orderReminderCron = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
};

export const orderReminderMessage = (venueTitle: string) => `Reminder: place your orders for ${venueTitle}`;

/** A venue's users reminded, through the realtime channel, to place their orders; once a venue a day. */
export const orderReminderSentSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  /** The Europe/London business date of the reminder. */
  date: z.string(),
  /** The venue's `orderReminder` setting the reminder ran at. */
  reminderTime: hourMinuteSchema,
  message: z.string(),
  sentAt: z.string(),
});
export type OrderReminderSent = z.infer<typeof orderReminderSentSchema>;

export const orderReminderEventSchemas = {
  OrderReminderSent: { schemaVersion: 1, schema: orderReminderSentSchema },
} as const;

export type OrderReminderEvent = { type: 'OrderReminderSent'; data: OrderReminderSent };

/** One stream per venue and day: a retried or repeated run on the same day records nothing. */
export const orderReminderStreamId = (venueId: string, date: string) => `orderReminder-${venueId}-${date}`;
