import type { VenueEvent } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { startWorkflowReactor } from '../../platform/engines/workflowReactor';
import type { Platform } from '../../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<VenueEvent['type']>(['VenueAdminSettingsSet', 'VenueDeleted']);

/**
 * The venue's statistics e-mail runs on a Temporal schedule at its activity e-mail frequency: this
 * reactor makes the schedule follow the read model (made, changed, or removed for 'off' and for a
 * deleted venue), and reconciles every venue with settings when it starts or the engine is ready.
 */
export function startStatisticsScheduleReactor(platform: Platform, logger?: Logger) {
  const venues = readModels.venues.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'venue statistics schedule',
      reactsTo,
      subjectOf: (event) => {
        const { venueId } = event.data as { venueId: string };
        return event.streamId === `venue-${venueId}` ? venueId : null;
      },
      async reconcile(venueId) {
        const workflows = platform.workflows;
        const venue = await venues.findOne({ _id: venueId });
        if (!workflows || !venue) return;
        const frequency = venue.deletedAt ? 'off' : (venue.adminSettings?.activityEmailFrequency ?? 'off');
        await workflows.syncVenueStatisticsSchedule(venueId, frequency);
      },
      pendingSubjects: async () =>
        (await venues.find({ adminSettings: { $exists: true } })).map((venue) => venue.venueId),
    },
    logger,
  );
}
