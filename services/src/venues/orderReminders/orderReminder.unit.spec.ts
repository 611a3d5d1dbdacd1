import type { OrderReminderSent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { orderReminderDecider, type SendOrderReminder } from './orderReminder';

const spec = deciderSpecification(orderReminderDecider);
const command: SendOrderReminder = {
  type: 'SendOrderReminder',
  venueId: 'ven-crown-anchor',
  venueTitle: 'The Crown & Anchor',
  venueDeleted: false,
  reminderTime: '10:00',
  date: '2026-11-23',
  at: '2026-11-23T10:00:02.000Z',
};
const sent: OrderReminderSent = {
  venueId: 'ven-crown-anchor',
  venueTitle: 'The Crown & Anchor',
  date: '2026-11-23',
  reminderTime: '10:00',
  message: 'Reminder: place your orders for The Crown & Anchor',
  sentAt: '2026-11-23T10:00:02.000Z',
};

describe('order reminder decider (spec 03 §3 orderReminder)', () => {
  it("reminds the venue's users to place their orders, naming the venue", () => {
    spec
      .given([])
      .when(command)
      .then([{ type: 'OrderReminderSent', data: sent }]);
  });

  it('records nothing when the day’s reminder was already sent (a retried or repeated run)', () => {
    spec
      .given([{ type: 'OrderReminderSent', data: sent }])
      .when({ ...command, at: '2026-11-23T10:05:00.000Z' })
      .then([]);
  });

  it('records nothing for a venue whose reminder was cleared, or that was deleted, since the run was scheduled', () => {
    spec
      .given([])
      .when({ ...command, reminderTime: null })
      .then([]);
    spec
      .given([])
      .when({ ...command, venueDeleted: true })
      .then([]);
  });
});
