import type { PushNotificationSent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { pushNotificationDecider } from './pushNotification';

const spec = deciderSpecification(pushNotificationDecider);
const notification: PushNotificationSent = {
  notificationId: 'push-1',
  message: 'Christmas delivery days are now in your catalogue',
  venueIds: ['ven-crown-anchor'],
  supplierIds: ['sup-brakes'],
  accountIds: ['acc-1', 'acc-2'],
};

describe('push notification decider (spec 03 §7 pushAppNotification)', () => {
  it('records the message with its venues, suppliers and the accounts it reached', () => {
    spec
      .given([])
      .when({ type: 'SendPushNotification', notification: { ...notification, message: `  ${notification.message} ` } })
      .then([{ type: 'PushNotificationSent', data: notification }]);
  });

  it('records nothing when the same notification is sent again', () => {
    spec
      .given([{ type: 'PushNotificationSent', data: notification }])
      .when({ type: 'SendPushNotification', notification })
      .then([]);
  });

  it('refuses an empty message', () => {
    spec
      .given([])
      .when({ type: 'SendPushNotification', notification: { ...notification, message: '   ' } })
      .thenThrows('VALIDATION', 'Please write the message');
  });

  it('refuses a notification for nobody', () => {
    spec
      .given([])
      .when({ type: 'SendPushNotification', notification: { ...notification, venueIds: [], supplierIds: [] } })
      .thenThrows('VALIDATION', 'Please choose at least one venue or supplier');
  });
});
