import { type ChatEvent, chatStreamId, type RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type ChatMessageDocument, chatMessagesProjection } from './chatMessagesProjection';

const sent = (messageId: string, text: string, globalPosition: number, revision: number): RecordedEvent => ({
  ...recordedAt(
    {
      type: 'ChatMessageSent',
      data: {
        messageId,
        venueId: 'venue-1',
        fromAccountId: 'admin-1',
        fromName: 'Alex Morgan',
        side: 'support',
        supplierId: null,
        threadSupplierId: null,
        text,
        sentAt: '2026-11-20T09:00:00.000Z',
      },
    } satisfies ChatEvent,
    globalPosition,
    chatStreamId('venue-1'),
  ),
  revision,
});

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(chatMessagesProjection).given(...events);
  return {
    deliver,
    documents: () =>
      store.collection<ChatMessageDocument>('chatMessages').find({ venueId: 'venue-1' }, { sort: { sequence: 1 } }),
  };
}

describe('chatMessagesProjection', () => {
  it('keeps each message with its place in the conversation', async () => {
    const projected = await given(sent('m-1', 'Hello', 10, 0), sent('m-2', 'Hi there', 14, 1));

    expect(await projected.documents()).toEqual([
      {
        _id: 'm-1',
        _position: 10,
        messageId: 'm-1',
        venueId: 'venue-1',
        sequence: 1,
        fromAccountId: 'admin-1',
        fromName: 'Alex Morgan',
        side: 'support',
        supplierId: null,
        threadSupplierId: null,
        text: 'Hello',
        sentAt: '2026-11-20T09:00:00.000Z',
      },
      expect.objectContaining({ _id: 'm-2', sequence: 2, text: 'Hi there', _position: 14 }),
    ]);
  });

  it('changes nothing when a message is delivered twice', async () => {
    const first = sent('m-1', 'Hello', 10, 0);
    const projected = await given(first);
    const before = await projected.documents();

    await projected.deliver(first);

    expect(await projected.documents()).toEqual(before);
  });
});
