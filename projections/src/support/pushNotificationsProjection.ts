import type { PushNotificationEvent, PushNotificationSent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** Each push notification an admin sent, with who sent it and when (the admin's record of what went out). */
export type PushNotificationDocument = PushNotificationSent & {
  _id: string;
  sentAt: string;
  sentBy: string;
  [key: string]: unknown;
};

export const pushNotificationsProjection = defineProjection<PushNotificationDocument, PushNotificationEvent>({
  name: 'pushNotifications',
  collection: 'pushNotifications',
  handles: ['PushNotificationSent'],
  indexes: [{ keys: { sentAt: -1 } }],
  documentIds: ({ data }) => [data.notificationId],
  evolve: (_document, { data, metadata }) => ({
    _id: data.notificationId,
    ...data,
    sentAt: metadata.recordedAt,
    sentBy: metadata.actorAccountId,
  }),
});
