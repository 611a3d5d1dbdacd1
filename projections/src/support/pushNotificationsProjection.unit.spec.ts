import { type PushNotificationEvent, pushNotificationStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type PushNotificationDocument, pushNotificationsProjection } from './pushNotificationsProjection';

const sent: PushNotificationEvent = {
  type: 'PushNotificationSent',
  data: {
    notificationId: 'push-1',
    message: 'Deliveries run on Boxing Day',
    venueIds: ['ven-a'],
    supplierIds: ['sup-b'],
    accountIds: ['acc-1', 'acc-2'],
  },
};

describe('pushNotificationsProjection (every event delivered twice)', () => {
  it('keeps each notification with its recipients, when it was sent and by whom', async () => {
    const stored = recordedAt(sent, 4, pushNotificationStreamId('push-1'));
    const event = {
      ...stored,
      metadata: { ...stored.metadata, recordedAt: '2026-11-22T09:00:00.000Z', actorAccountId: 'acc-admin' },
    };
    const { store } = await projectionSpec(pushNotificationsProjection).given(event);
    expect(await store.collection<PushNotificationDocument>('pushNotifications').find({})).toEqual([
      {
        _id: 'push-1',
        ...sent.data,
        sentAt: '2026-11-22T09:00:00.000Z',
        sentBy: 'acc-admin',
        _position: 4,
      },
    ]);
  });
});
