/** venues: the scheduled statistics e-mail and the daily order reminder. */
export { createOrderReminderActivities } from './orderReminderActivities';
export { venueOrderReminder } from './orderReminderWorkflow';
export { createVenueStatisticsActivities } from './venueStatisticsActivities';
export { venueStatisticsSend } from './venueStatisticsWorkflow';
