import type { MailEvent, MailQueued } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { mailDecider } from './outbox';

const spec = deciderSpecification(mailDecider);
const mailId = 'mail-1';

const mail: MailQueued = {
  mailId,
  to: 'ada@example.com',
  subject: 'Your reset code',
  text: 'Your code is 123456',
  purpose: 'passwordReset',
};
const queued: MailEvent = { type: 'MailQueued', data: mail };
const delivered: MailEvent = {
  type: 'MailDelivered',
  data: { mailId, transport: 'smtp', messageId: '<message-1@example.com>' },
};
const failed: MailEvent = {
  type: 'MailFailed',
  data: { mailId, transport: 'smtp', reason: 'Connection refused' },
};

const recordDelivery = { type: 'RecordDelivery', transport: 'smtp', messageId: '<message-1@example.com>' } as const;
const recordFailure = { type: 'RecordFailure', transport: 'smtp', reason: 'Connection refused' } as const;

describe('mail decider', () => {
  it('queues a mail', () => {
    spec.given([]).when({ type: 'QueueMail', mail }).then([queued]);
  });

  it('records nothing when the same mail is queued twice', () => {
    spec.given([queued]).when({ type: 'QueueMail', mail }).then([]);
  });

  it('records the delivery of a queued mail', () => {
    spec.given([queued]).when(recordDelivery).then([delivered]);
  });

  it('records a delivery to the local mailbox', () => {
    spec
      .given([queued])
      .when({ type: 'RecordDelivery', transport: 'mailbox', messageId: 'mailbox-1' })
      .then([{ type: 'MailDelivered', data: { mailId, transport: 'mailbox', messageId: 'mailbox-1' } }]);
  });

  it('records a delivery only once', () => {
    spec.given([queued, delivered]).when(recordDelivery).then([]);
  });

  it('records a failure', () => {
    spec.given([queued]).when(recordFailure).then([failed]);
  });

  it('records nothing when a delivery follows a failure', () => {
    spec.given([queued, failed]).when(recordDelivery).then([]);
  });

  it('records nothing when a failure follows a delivery', () => {
    spec.given([queued, delivered]).when(recordFailure).then([]);
  });

  it('records a failure only once', () => {
    spec.given([queued, failed]).when(recordFailure).then([]);
  });

  it('records nothing for a mail that was never queued', () => {
    spec.given([]).when(recordDelivery).then([]);
    spec.given([]).when(recordFailure).then([]);
  });

  it('does not queue a delivered mail again', () => {
    spec.given([queued, delivered]).when({ type: 'QueueMail', mail }).then([]);
  });
});
