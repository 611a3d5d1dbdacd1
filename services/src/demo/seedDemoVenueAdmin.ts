import { accountIdForEmail } from '../identity/account/accountId';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { sendPushNotification } from '../support/pushNotifications/pushNotificationService';
import { setVenueAdminSettings } from '../venues/admin/venueAdminSettings';

const adminContext = (now: Date): CommandContext => ({
  ...systemContext(now),
  actorAccountId: accountIdForEmail('admin@oms.test'),
  actorRole: 'admin',
  channel: 'dashboard',
});

/**
 * The Crown & Anchor's weekly statistics e-mail to its manager, and one push notification an admin
 * sent to the demo venues and Brakes (the demo).
 */
export async function seedDemoVenueAdmin(platform: Platform, now: Date) {
  const context = adminContext(now);
  await setVenueAdminSettings(
    platform,
    'ven-crown-anchor',
    {
      tfrVenue: false,
      isPriceChangesVisible: true,
      orderReminder: '10:00',
      isInvoices: true,
      dataplusIntegration: false,
      isAddSupplierButtonHidden: false,
      isAccountNumberEditable: false,
      statsReciveEmails: ['venue@oms.test'],
      activityEmailFrequency: 'weekly',
      additionalChatSupport: null,
    },
    context,
  );
  await sendPushNotification(
    platform,
    {
      message: 'Christmas and New Year delivery days are now in your suppliers’ calendars.',
      venueIds: ['ven-crown-anchor', 'ven-harbour-kitchen'],
      supplierIds: ['sup-brakes'],
    },
    { ...context, idempotencyKey: 'demo-push-christmas-deliveries' },
  );
}
