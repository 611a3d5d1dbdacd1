import type { VenueEvent } from '@oms/contracts';
import { readModels, type VenueDocument } from '@oms/projections';
import type { WorkflowEngine } from '../../platform/engines/workflowEngine';
import { startWorkflowReactor } from '../../platform/engines/workflowReactor';
import { stringFieldOf } from '../../platform/eventStore/storedEventOf';
import type { Platform } from '../../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const reactsTo = new Set<VenueEvent['type']>(['VenueAdminSettingsSet', 'VenueDeleted']);

/**
 * A venue's Temporal schedule follows its admin settings: `sync` makes, moves or removes it from the
 * venue's read model (a deleted venue included) on every settings change, and every venue with
 * settings is reconciled when the reactor starts or the engine becomes ready.
 */
export function startVenueScheduleReactor(
  platform: Platform,
  schedule: { name: string; sync: (workflows: WorkflowEngine, venue: VenueDocument) => Promise<void> },
  logger?: Logger,
) {
  const venues = readModels.venues.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: schedule.name,
      reactsTo,
      subjectOf: (event) => {
        const venueId = stringFieldOf(event.data, 'venueId');
        return venueId !== undefined && event.streamId === `venue-${venueId}` ? venueId : null;
      },
      async reconcile(venueId) {
        const workflows = platform.workflows;
        const venue = await venues.findOne({ _id: venueId });
        if (!workflows || !venue) return;
        await schedule.sync(workflows, venue);
      },
      pendingSubjects: async () =>
        (await venues.find({ adminSettings: { $exists: true } })).map((venue) => venue.venueId),
    },
    logger,
  );
}
