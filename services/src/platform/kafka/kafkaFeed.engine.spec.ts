import { randomUUID } from 'node:crypto';
import { basketStreamId, type NewEvent, productStreamId } from '@oms/contracts';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore, topicsOf } from '@oms/projections';
import { askAgainWhileRetriable, KafkaProjectionRunner } from '@oms/projections/kafka';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import { Kafka, logLevel } from 'kafkajs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { type KafkaRelay, startKafkaRelay } from './kafkaRelay';

// KAFKA_BROKERS comes from `npm run test:engines` (a local KRaft broker) or the caller.
const brokers = process.env.KAFKA_BROKERS;

const venues = ['venue-a', 'venue-b', 'venue-c', 'venue-d', 'venue-e'];
const products = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

/** Deterministic mix of basket and catalogue events over many streams; order within a stream matters. */
function eventFor(step: number): [string, NewEvent] {
  const base = { eventId: randomUUID(), schemaVersion: 1, metadata };
  const venueId = venues[Math.floor(step / 2) % venues.length] ?? 'venue-a';
  const productId = products[(step * 3) % products.length] ?? 'p1';
  if (step % 5 === 0) {
    return [
      productStreamId(productId),
      {
        ...base,
        type: 'ProductListed',
        data: {
          productId,
          supplierId: 'supplier-a',
          supplierTitle: 'Fresh Fish',
          sku: `SKU-${productId}`,
          title: `Product ${productId}`,
          size: '1kg',
          UoM: 'Kg',
          type: 'Food',
          OMSPrice: 100 + step,
          price: 150 + step,
          hasVat: false,
        },
      },
    ];
  }
  const type = step % 3 === 0 ? 'BasketLineQuantityChanged' : 'BasketLineAdded';
  const data =
    type === 'BasketLineAdded'
      ? { venueId, productId, supplierId: 'supplier-a', quantity: 1 + (step % 4) }
      : { venueId, productId, quantity: 1 + (step % 9) };
  return [basketStreamId(venueId), { ...base, type, data }];
}

/** The relay's checkpoint store, with every checkpoint write lost: a relay that crashes before saving any. */
function losingCheckpointWrites(store: ReadStore): ReadStore {
  const collection = (name: string) =>
    new Proxy(store.collection(name), {
      get(target, property, receiver) {
        if (property === 'updateOne') {
          return async () => {
            throw new Error('checkpoint write lost');
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'collection') return collection;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function projected(store: ReadStore) {
  const result: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    result[projection.collection] = await store.collection(projection.collection).find({}, { sort: { _id: 1 } });
  }
  return result;
}

describe.skipIf(!brokers)('Kafka feed: relay and consumer-group projection runners', () => {
  const kafka = new Kafka({
    clientId: 'oms-engine-test',
    brokers: (brokers ?? '').split(','),
    logLevel: process.env.KAFKA_TEST_LOG ? logLevel.INFO : logLevel.NOTHING,
  });
  let topicPrefix: string;
  let groupId: string;
  let eventStore: EventStore;
  let relayCheckpoints: ReadStore;
  let readModels: ReadStore;
  let step = 0;
  const running: { stop(): Promise<void> }[] = [];

  beforeEach(() => {
    const run = randomUUID().slice(0, 8);
    topicPrefix = `test-${run}.`;
    groupId = `projections-${run}`;
    eventStore = openSqliteEventStore({ filename: ':memory:' });
    relayCheckpoints = createMemoryReadStore();
    readModels = createMemoryReadStore();
    step = 0;
  });

  afterEach(async () => {
    for (const component of running.splice(0).reverse()) await component.stop();
    await eventStore.close();
  });

  async function append(count: number) {
    for (let i = 0; i < count; i += 1) {
      const [streamId, event] = eventFor(step++);
      await eventStore.appendToStream(streamId, [event]);
    }
  }

  async function relay(checkpointStore = relayCheckpoints): Promise<KafkaRelay> {
    const started = await startKafkaRelay({ kafka, eventStore, checkpointStore, topicPrefix });
    running.push(started);
    return started;
  }

  async function member(): Promise<KafkaProjectionRunner> {
    const runner = new KafkaProjectionRunner(readModels, eventStore, allProjections, {
      kafka,
      groupId,
      topicPrefix,
      sessionTimeoutMs: 6000,
    });
    await runner.start();
    running.push(runner);
    return runner;
  }

  async function stop(component: { stop(): Promise<void> }) {
    await component.stop();
    running.splice(running.indexOf(component), 1);
  }

  /** Waits until the relay published everything and the group committed, after writing, every message. */
  async function settle(activeRelay: KafkaRelay) {
    await activeRelay.waitFor(await eventStore.headPosition());
    const admin = kafka.admin();
    await admin.connect();
    try {
      const topics = topicsOf(topicPrefix);
      const ends = new Map<string, bigint>();
      for (const topic of topics) {
        for (const { partition, high } of await askAgainWhileRetriable(() => admin.fetchTopicOffsets(topic), 10))
          ends.set(`${topic}/${partition}`, BigInt(high));
      }
      for (;;) {
        const committed = new Map<string, bigint>();
        for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
          for (const { partition, offset } of partitions) committed.set(`${topic}/${partition}`, BigInt(offset));
        }
        const behind = [...ends].filter(([key, end]) => end > 0n && committed.get(key) !== end);
        if (behind.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await admin.disconnect();
    }
  }

  async function rebuilt() {
    const fresh = createMemoryReadStore();
    const runner = new ProjectionRunner(fresh, eventStore, allProjections);
    for (const projection of allProjections) await runner.rebuild(projection.name);
    return projected(fresh);
  }

  it('loses and repeats nothing when relay and consumer restart mid-stream', async () => {
    const firstRelay = await relay();
    const firstMember = await member();
    await append(120);
    await firstMember.waitFor(await eventStore.headPosition(), 60_000);
    await stop(firstRelay);
    await append(80);
    const secondRelay = await relay();
    await append(40);
    // Stopped while the second relay is still publishing the backlog.
    await stop(firstMember);
    await append(60);
    await member();
    await append(50);
    await settle(secondRelay);

    const built = await projected(readModels);
    expect(built).toEqual(await rebuilt());
    expect((built.baskets ?? []).length).toBe(venues.length);
  });

  it('loses and repeats nothing across consumer-group rebalances', async () => {
    const activeRelay = await relay();
    const first = await member();
    await append(100);
    await first.waitFor(await eventStore.headPosition(), 60_000);
    // A second member joins: the group rebalances and the two share the partitions.
    await member();
    await append(100);
    // The first leaves mid-stream: its partitions move to the second.
    await stop(first);
    await append(100);
    await settle(activeRelay);

    expect(await projected(readModels)).toEqual(await rebuilt());
  });

  it('absorbs batches published twice when a relay stops without its checkpoint and the next starts from the last saved', async () => {
    await append(60);
    const forgetful = await relay(losingCheckpointWrites(relayCheckpoints));
    await member();
    await forgetful.waitFor(await eventStore.headPosition());
    await stop(forgetful);
    await append(40);
    const activeRelay = await relay();
    await settle(activeRelay);

    const admin = kafka.admin();
    await admin.connect();
    let messages = 0n;
    for (const topic of topicsOf(topicPrefix)) {
      for (const { high } of await askAgainWhileRetriable(() => admin.fetchTopicOffsets(topic), 10))
        messages += BigInt(high);
    }
    await admin.disconnect();
    expect(messages).toBeGreaterThan(BigInt(await eventStore.headPosition()));
    expect(await projected(readModels)).toEqual(await rebuilt());
  });

  it('reports the group lag for every read model, and waits for each stream a request wrote', async () => {
    const activeRelay = await relay();
    await append(60);
    const runner = await member();
    await settle(activeRelay);
    const settled = await runner.progress();
    expect(settled.feed).toBe('kafka');
    expect(settled.lag).toBe(0);
    expect(settled.readModels).toHaveLength(allProjections.length);
    expect(settled.detail).toBe(`consumer group ${groupId}: Stable, 1 member(s)`);

    // A basket stream and a catalogue stream: two topics, applied independently.
    const positions: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const [streamId, event] = eventFor(step++);
      positions.push((await eventStore.appendToStream(streamId, [event])).lastPosition);
    }
    await runner.waitForEach(positions, 60_000);
    expect((await runner.progress()).lag).toBe(0);
  });

  it('publishes each event to its context topic, keyed by stream, with type and metadata headers', async () => {
    const activeRelay = await relay();
    await append(10);
    await activeRelay.waitFor(await eventStore.headPosition());
    const consumer = kafka.consumer({ groupId: `${groupId}-raw` });
    const seen: { topic: string; key: string; type: string; metadata: unknown; position: number }[] = [];
    await consumer.connect();
    await consumer.subscribe({ topics: [`${topicPrefix}ordering`, `${topicPrefix}catalogue`], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        seen.push({
          topic,
          key: message.key?.toString() ?? '',
          type: message.headers?.['event-type']?.toString() ?? '',
          metadata: JSON.parse(message.headers?.metadata?.toString() ?? 'null'),
          position: Number(message.headers?.['global-position']?.toString()),
        });
      },
    });
    while (seen.length < 10) await new Promise((resolve) => setTimeout(resolve, 100));
    await consumer.disconnect();

    const stored = await eventStore.readAll();
    for (const event of stored) {
      const message = seen.find((candidate) => candidate.position === event.globalPosition);
      expect(message).toEqual({
        topic: `${topicPrefix}${event.streamId.startsWith('basket-') ? 'ordering' : 'catalogue'}`,
        key: event.streamId,
        type: event.type,
        metadata: event.metadata,
        position: event.globalPosition,
      });
    }
    for (const venueId of venues) {
      const positions = seen.filter((message) => message.key === basketStreamId(venueId)).map((m) => m.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
