import { type OrderReminderEvent, orderReminderMessage } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';

/** One stream per venue and day: reminded once; a retried or repeated run that day records nothing. */
export type OrderReminderState = { status: 'none' } | { status: 'sent' };

/**
 * The scheduled run, with the venue as the read model has it now: a venue since deleted, or whose
 * reminder was cleared after the run was scheduled, is not reminded.
 */
export interface SendOrderReminder {
  type: 'SendOrderReminder';
  venueId: string;
  venueTitle: string;
  venueDeleted: boolean;
  /** The venue's `orderReminder` setting now; null when it has none. */
  reminderTime: string | null;
  /** Europe/London business date of the run. */
  date: string;
  at: string;
}

export type OrderReminderCommand = SendOrderReminder;

export function evolveOrderReminder(_state: OrderReminderState, event: OrderReminderEvent): OrderReminderState {
  switch (event.type) {
    case 'OrderReminderSent':
      return { status: 'sent' };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export function decideOrderReminder(command: OrderReminderCommand, state: OrderReminderState): OrderReminderEvent[] {
  switch (command.type) {
    case 'SendOrderReminder': {
      if (state.status === 'sent' || command.venueDeleted || command.reminderTime === null) return [];
      return [
        {
          type: 'OrderReminderSent',
          data: {
            venueId: command.venueId,
            venueTitle: command.venueTitle,
            date: command.date,
            reminderTime: command.reminderTime,
            message: orderReminderMessage(command.venueTitle),
            sentAt: command.at,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const orderReminderDecider: Decider<OrderReminderState, OrderReminderCommand, OrderReminderEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveOrderReminder,
  decide: decideOrderReminder,
};
