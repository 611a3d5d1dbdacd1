import type { Platform } from '../../platform/platform';
import { startVenueScheduleReactor } from './venueScheduleReactor';

/** The venue's statistics e-mail runs at its activity e-mail frequency ('off' for a deleted venue). */
export function startStatisticsScheduleReactor(
  platform: Platform,
  logger?: { warn(object: unknown, message?: string): void },
) {
  return startVenueScheduleReactor(
    platform,
    {
      name: 'venue statistics schedule',
      sync: (workflows, venue) =>
        workflows.syncVenueStatisticsSchedule(
          venue.venueId,
          venue.deletedAt ? 'off' : (venue.adminSettings?.activityEmailFrequency ?? 'off'),
        ),
    },
    logger,
  );
}
