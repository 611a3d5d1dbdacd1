import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { fromKafkaMessage, toKafkaMessage } from './kafkaEventCodec';
import { contextOfStream, topicsOf } from './kafkaTopics';

describe('Kafka event messages', () => {
  it('key the message by stream and carry type, position and metadata in headers', () => {
    const event = recordedAt({ type: 'BasketLineAdded', data: { venueId: 'v1', quantity: 2 } }, 42, 'basket-v1');
    const message = toKafkaMessage(event);
    expect(message.key).toBe('basket-v1');
    expect(message.headers).toMatchObject({
      'event-type': 'BasketLineAdded',
      'global-position': '42',
      'stream-id': 'basket-v1',
      metadata: JSON.stringify(event.metadata),
    });
    const received = {
      value: Buffer.from(message.value),
      headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, Buffer.from(value)])),
    };
    expect(fromKafkaMessage(received)).toEqual(event);
  });

  it('refuses a message without the relay headers', () => {
    expect(() => fromKafkaMessage({ value: Buffer.from('{}'), headers: {} })).toThrow(/event-id/);
  });
});

describe('Kafka topics', () => {
  it('name one topic per bounded context and route streams by aggregate', () => {
    expect(contextOfStream('basket-ven-1')).toBe('ordering');
    expect(contextOfStream('order-po-1')).toBe('ordering');
    expect(contextOfStream('subscription-ven-1')).toBe('subscriptions');
    expect(contextOfStream('product-p1')).toBe('catalogue');
    expect(contextOfStream('somethingNew-1')).toBe('platform');
    expect(topicsOf('oms.events.')).toContain('oms.events.platform');
    expect(new Set(topicsOf()).size).toBe(topicsOf().length);
  });
});
