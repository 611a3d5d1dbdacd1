import type { Platform } from '../../platform/platform';
import { startVenueScheduleReactor } from '../admin/venueScheduleReactor';

/** The venue's daily order reminder runs at its `orderReminder` time (none once cleared or deleted). */
export function startOrderReminderScheduleReactor(
  platform: Platform,
  logger?: { warn(object: unknown, message?: string): void },
) {
  return startVenueScheduleReactor(
    platform,
    {
      name: 'venue order reminder schedule',
      sync: (workflows, venue) =>
        workflows.syncOrderReminderSchedule(
          venue.venueId,
          venue.deletedAt ? null : (venue.adminSettings?.orderReminder ?? null),
        ),
    },
    logger,
  );
}
