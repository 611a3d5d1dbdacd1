/** venues: the scheduled statistics e-mail. */
export { createVenueStatisticsActivities } from './venueStatisticsActivities';
export { venueStatisticsSend } from './venueStatisticsWorkflow';
