import { dataDeletionRequestStreamId } from '@oms/contracts';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { dataDeletionRequestDecider } from '../privacy/dataDeletionRequest/dataDeletionRequest';

/** One pending request in the admins' queue, from someone who left a venue that closed. */
export async function seedDemoDataDeletion(platform: Platform, now: Date) {
  const requestId = 'demo-data-deletion-1';
  const requestedAt = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  const outcome = await handleCommand(
    platform.eventStore,
    dataDeletionRequestStreamId(requestId),
    dataDeletionRequestDecider,
    {
      type: 'RequestDataDeletion',
      request: {
        requestId,
        venueTitle: 'The Old Bell',
        venueCode: 'OB1024',
        accountHolderName: 'Priya Natarajan',
        accountEmail: 'priya.natarajan@example.com',
        requestedAt: requestedAt.toISOString(),
      },
    },
    systemContext(requestedAt),
  );
  await platform.runner.waitFor(outcome.position);
}
