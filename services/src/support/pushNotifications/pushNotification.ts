import { type PushNotificationEvent, type PushNotificationSent, venueErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** One stream per notification: sent once; a retried send with the same id records nothing. */
export type PushNotificationState = { status: 'none' } | { status: 'sent' };

export type PushNotificationCommand = { type: 'SendPushNotification'; notification: PushNotificationSent };

export function evolvePushNotification(
  _state: PushNotificationState,
  event: PushNotificationEvent,
): PushNotificationState {
  switch (event.type) {
    case 'PushNotificationSent':
      return { status: 'sent' };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export function decidePushNotification(
  command: PushNotificationCommand,
  state: PushNotificationState,
): PushNotificationEvent[] {
  switch (command.type) {
    case 'SendPushNotification': {
      if (state.status === 'sent') return [];
      const message = command.notification.message.trim();
      if (message === '') throw domainErrorOf(venueErrors.pushMessageRequired);
      const { venueIds, supplierIds } = command.notification;
      if (venueIds.length + supplierIds.length === 0) throw domainErrorOf(venueErrors.pushRecipientRequired);
      return [{ type: 'PushNotificationSent', data: { ...command.notification, message } }];
    }
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const pushNotificationDecider: Decider<PushNotificationState, PushNotificationCommand, PushNotificationEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolvePushNotification,
  decide: decidePushNotification,
};
