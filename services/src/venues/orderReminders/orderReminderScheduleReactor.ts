import type { VenueEvent } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { startWorkflowReactor } from '../../platform/engines/workflowReactor';
import type { Platform } from '../../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<VenueEvent['type']>(['VenueAdminSettingsSet', 'VenueDeleted']);

/**
 * The venue's daily order reminder runs on a Temporal schedule at its `orderReminder` time, as the
 * statistics e-mail does at its frequency: this reactor makes the schedule follow the read model
 * (made, moved, or removed when the setting is cleared or the venue deleted), and reconciles every
 * venue with settings when it starts or the engine is ready.
 */
export function startOrderReminderScheduleReactor(platform: Platform, logger?: Logger) {
  const venues = readModels.venues.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'venue order reminder schedule',
      reactsTo,
      subjectOf: (event) => {
        const { venueId } = event.data as { venueId: string };
        return event.streamId === `venue-${venueId}` ? venueId : null;
      },
      async reconcile(venueId) {
        const workflows = platform.workflows;
        const venue = await venues.findOne({ _id: venueId });
        if (!workflows || !venue) return;
        const time = venue.deletedAt ? null : (venue.adminSettings?.orderReminder ?? null);
        await workflows.syncOrderReminderSchedule(venueId, time);
      },
      pendingSubjects: async () =>
        (await venues.find({ adminSettings: { $exists: true } })).map((venue) => venue.venueId),
    },
    logger,
  );
}
