import { type RecordedEvent, type SessionEvent, sessionStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type SessionDocument, sessionsProjection } from './sessionsProjection';

const recorded = (event: SessionEvent, globalPosition: number, at: string) => {
  const stored = recordedAt(event, globalPosition, sessionStreamId(event.data.sessionId));
  return { ...stored, metadata: { ...stored.metadata, recordedAt: at } };
};

const started = (sessionId: string, accountId = 'acc-1'): SessionEvent => ({
  type: 'SessionStarted',
  data: { sessionId, accountId, expiresAt: '2026-12-06T09:00:00.000Z', address: '203.0.113.7' },
});
const ended = (sessionId: string): SessionEvent => ({ type: 'SessionEnded', data: { sessionId, reason: 'signedOut' } });

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(sessionsProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<SessionDocument>('sessions').find({}, { sort: { _id: 1 } }),
  };
}

describe('sessionsProjection', () => {
  it('creates an open session from SessionStarted', async () => {
    const projected = await given(recorded(started('session-1'), 5, '2026-11-22T09:00:00.000Z'));

    expect(await projected.documents()).toEqual([
      {
        _id: 'session-1',
        accountId: 'acc-1',
        startedAt: '2026-11-22T09:00:00.000Z',
        expiresAt: '2026-12-06T09:00:00.000Z',
        endedAt: null,
        _position: 5,
      },
    ]);
  });

  it('keeps neither the address nor the reason', async () => {
    const projected = await given(
      recorded(started('session-1'), 1, '2026-11-22T09:00:00.000Z'),
      recorded(
        { type: 'SessionEnded', data: { sessionId: 'session-1', reason: 'passwordChanged' } },
        2,
        '2026-11-22T11:00:00.000Z',
      ),
    );

    const [session] = await projected.documents();
    expect(session).not.toHaveProperty('address');
    expect(session).not.toHaveProperty('reason');
  });

  it('records when a session ended', async () => {
    const projected = await given(
      recorded(started('session-1'), 1, '2026-11-22T09:00:00.000Z'),
      recorded(ended('session-1'), 2, '2026-11-22T11:00:00.000Z'),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: 'session-1',
        accountId: 'acc-1',
        startedAt: '2026-11-22T09:00:00.000Z',
        expiresAt: '2026-12-06T09:00:00.000Z',
        endedAt: '2026-11-22T11:00:00.000Z',
        _position: 2,
      },
    ]);
  });

  it('ends only the session named', async () => {
    const projected = await given(
      recorded(started('session-1'), 1, '2026-11-22T09:00:00.000Z'),
      recorded(started('session-2'), 2, '2026-11-22T09:05:00.000Z'),
      recorded(ended('session-1'), 3, '2026-11-22T11:00:00.000Z'),
    );

    expect((await projected.documents()).map(({ _id, endedAt }) => ({ _id, endedAt }))).toEqual([
      { _id: 'session-1', endedAt: '2026-11-22T11:00:00.000Z' },
      { _id: 'session-2', endedAt: null },
    ]);
  });

  it('creates no document for the end of a session it has not seen', async () => {
    const projected = await given(recorded(ended('session-1'), 1, '2026-11-22T11:00:00.000Z'));

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(ended('session-1'), 2, '2026-11-22T11:00:00.000Z');
      const projected = await given(recorded(started('session-1'), 1, '2026-11-22T09:00:00.000Z'), event);
      const before = await projected.documents();

      await projected.deliver(event);

      expect(await projected.documents()).toEqual(before);
    });

    it('does not reopen an ended session when the start arrives again', async () => {
      const start = recorded(started('session-1'), 1, '2026-11-22T09:00:00.000Z');
      const projected = await given(start, recorded(ended('session-1'), 2, '2026-11-22T11:00:00.000Z'));

      await projected.deliver(start);

      expect(await projected.documents()).toMatchObject([{ endedAt: '2026-11-22T11:00:00.000Z', _position: 2 }]);
    });
  });
});
