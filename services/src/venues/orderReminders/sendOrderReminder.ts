import { businessDateOf, orderReminderStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { type CommandContext, systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { orderReminderDecider } from './orderReminder';

/**
 * A scheduled run (the Temporal activity): records the day's `OrderReminderSent` on the venue's
 * stream for that day, which the notification reactor delivers to the venue's users. `scheduledAt`
 * (the run's start, the same on every retry) picks the day, so a retried activity records nothing
 * twice; a venue since deleted or without a reminder records nothing.
 */
export async function sendScheduledOrderReminder(
  platform: Platform,
  input: { venueId: string; scheduledAt: string },
  context: CommandContext = systemContext(platform.clock()),
): Promise<{ sent: boolean }> {
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: input.venueId });
  if (!venue) return { sent: false };
  const date = businessDateOf(input.scheduledAt);
  const outcome = await handleCommand(
    platform.eventStore,
    orderReminderStreamId(input.venueId, date),
    orderReminderDecider,
    {
      type: 'SendOrderReminder',
      venueId: venue.venueId,
      venueTitle: venue.title,
      venueDeleted: Boolean(venue.deletedAt),
      reminderTime: venue.adminSettings?.orderReminder ?? null,
      date,
      at: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return { sent: outcome.events.length > 0 };
}
