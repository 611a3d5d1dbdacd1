import { z } from 'zod';

/**
 * An admin's push notification (spec 03 §7 pushAppNotification): the message, and the venues and
 * suppliers whose users receive it through the realtime channel. `accountIds` are the recipients
 * resolved when it was sent, so the record says who it reached.
 */
export const pushNotificationSentSchema = z.object({
  notificationId: z.string(),
  message: z.string(),
  venueIds: z.array(z.string()),
  supplierIds: z.array(z.string()),
  accountIds: z.array(z.string()),
});
export type PushNotificationSent = z.infer<typeof pushNotificationSentSchema>;

export const pushNotificationEventSchemas = {
  PushNotificationSent: { schemaVersion: 1, schema: pushNotificationSentSchema },
} as const;

export type PushNotificationEvent = { type: 'PushNotificationSent'; data: PushNotificationSent };

export const pushNotificationStreamId = (notificationId: string) => `pushNotification-${notificationId}`;

/** The title every recipient's toast carries (spec 03 §8 "Push Notification"). */
export const pushNotificationTitle = 'Push Notification';
