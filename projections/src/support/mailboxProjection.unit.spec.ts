import { type MailEvent, type MailQueued, mailStreamId, type RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type MailDocument, mailboxProjection } from './mailboxProjection';

const recorded = (event: MailEvent, globalPosition: number, at = '2026-11-22T09:00:00.000Z') => {
  const stored = recordedAt(event, globalPosition, mailStreamId(event.data.mailId));
  return { ...stored, metadata: { ...stored.metadata, recordedAt: at } };
};

const mail = (mailId: string): MailQueued => ({
  mailId,
  to: 'ada@example.com',
  subject: 'Your reset code',
  text: 'Your code is 123456',
  purpose: 'passwordReset',
});
const queued = (mailId: string): MailEvent => ({ type: 'MailQueued', data: mail(mailId) });
const delivered = (mailId: string): MailEvent => ({
  type: 'MailDelivered',
  data: { mailId, transport: 'mailbox', messageId: 'message-1' },
});
const failed = (mailId: string): MailEvent => ({
  type: 'MailFailed',
  data: { mailId, transport: 'smtp', reason: 'Connection refused' },
});

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(mailboxProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<MailDocument>('mailbox').find({}, { sort: { _id: 1 } }),
  };
}

describe('mailboxProjection', () => {
  it('creates a queued mail from MailQueued', async () => {
    const projected = await given(recorded(queued('mail-1'), 4, '2026-11-22T09:30:00.000Z'));

    expect(await projected.documents()).toEqual([
      {
        _id: 'mail-1',
        ...mail('mail-1'),
        queuedAt: '2026-11-22T09:30:00.000Z',
        status: 'queued',
        transport: null,
        failure: null,
        _position: 4,
      },
    ]);
  });

  it('marks a mail delivered with its transport', async () => {
    const projected = await given(
      recorded(queued('mail-1'), 1, '2026-11-22T09:30:00.000Z'),
      recorded(delivered('mail-1'), 2, '2026-11-22T09:31:00.000Z'),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'mail-1',
        ...mail('mail-1'),
        queuedAt: '2026-11-22T09:30:00.000Z',
        status: 'delivered',
        transport: 'mailbox',
        failure: null,
        _position: 2,
      },
    ]);
  });

  it('marks a mail failed with the reason', async () => {
    const projected = await given(recorded(queued('mail-1'), 1), recorded(failed('mail-1'), 2));

    expect(await projected.documents()).toMatchObject([
      { _id: 'mail-1', status: 'failed', transport: 'smtp', failure: 'Connection refused', _position: 2 },
    ]);
  });

  it('keeps one document per mail', async () => {
    const projected = await given(
      recorded(queued('mail-1'), 1),
      recorded(queued('mail-2'), 2),
      recorded(delivered('mail-2'), 3),
    );

    expect((await projected.documents()).map(({ _id, status }) => ({ _id, status }))).toEqual([
      { _id: 'mail-1', status: 'queued' },
      { _id: 'mail-2', status: 'delivered' },
    ]);
  });

  it('creates no document for the delivery or failure of a mail it has not seen', async () => {
    const projected = await given(recorded(delivered('mail-1'), 1), recorded(failed('mail-2'), 2));

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(delivered('mail-1'), 2);
      const projected = await given(recorded(queued('mail-1'), 1), event);
      const before = await projected.documents();

      await projected.deliver(event);

      expect(await projected.documents()).toEqual(before);
    });

    it('does not put a delivered mail back in the queue when MailQueued arrives again', async () => {
      const queueEvent = recorded(queued('mail-1'), 1);
      const projected = await given(queueEvent, recorded(delivered('mail-1'), 2));

      await projected.deliver(queueEvent);

      expect(await projected.documents()).toMatchObject([{ status: 'delivered', transport: 'mailbox', _position: 2 }]);
    });
  });
});
