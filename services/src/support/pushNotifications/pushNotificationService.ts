import { createHash } from 'node:crypto';
import {
  type PushNotificationBody,
  pushNotificationBodySchema,
  pushNotificationStreamId,
  venueAdminMessages,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import { newId } from '../../platform/eventStore/newId';
import type { Platform } from '../../platform/platform';
import { pushNotificationDecider } from './pushNotification';

/** Whose sockets the notification reaches: the chosen venues' users and the chosen suppliers' admins. */
async function recipientsOf(platform: Platform, venueIds: readonly string[], supplierIds: readonly string[]) {
  const accounts = await readModels.accounts.in(platform.readStore).find({
    $or: [{ venueIds: { $in: [...venueIds] } }, { 'roles.supplierAdminOf': { $in: [...supplierIds] } }],
  });
  return accounts.map((account) => account.accountId).sort();
}

/**
 * Records an admin's push notification; the notification reactor delivers it through the realtime
 * channel. A retried request under the same Idempotency-Key lands on the same stream: sent once.
 */
export async function sendPushNotification(
  platform: Platform,
  body: PushNotificationBody,
  context: CommandContext,
): Promise<{ message: string }> {
  const { message, venueIds, supplierIds } = pushNotificationBodySchema.parse(body);
  const [venues, suppliers] = await Promise.all([
    readModels.venues.in(platform.readStore).find({ _id: { $in: venueIds }, deletedAt: null }),
    readModels.suppliers.in(platform.readStore).find({ _id: { $in: supplierIds } }),
  ]);
  const chosenVenues = venues.map((venue) => venue._id).sort();
  const chosenSuppliers = suppliers.map((supplier) => supplier._id).sort();
  const accountIds = await recipientsOf(platform, chosenVenues, chosenSuppliers);
  const notificationId = context.idempotencyKey
    ? `push-${createHash('sha256').update(context.idempotencyKey).digest('hex').slice(0, 24)}`
    : `push-${newId()}`;
  const outcome = await handleCommand(
    platform.eventStore,
    pushNotificationStreamId(notificationId),
    pushNotificationDecider,
    {
      type: 'SendPushNotification',
      notification: { notificationId, message, venueIds: chosenVenues, supplierIds: chosenSuppliers, accountIds },
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  const [sent] = outcome.events;
  return { message: venueAdminMessages.pushSent(sent?.data.accountIds?.length ?? accountIds.length) };
}
