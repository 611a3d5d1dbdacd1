import { randomUUID } from 'node:crypto';
import { realtimeMessageSchema } from '@oms/contracts';
import { type Consumer, type Kafka, Partitioners, type Producer } from 'kafkajs';
import { z } from 'zod';
import type { NotificationFanOut, RealtimeDelivery } from './notificationFanOut';

export const notificationsTopic = 'oms.notifications';

const deliverySchema = z.union([
  z.object({ accountIds: z.array(z.string()), message: realtimeMessageSchema }),
  z.object({ endedSessionId: z.string() }),
]);

/**
 * Every API instance reads the whole topic in a consumer group of its own (so each sees every
 * delivery) from the newest offset: a notification is only worth anything while it is fresh.
 */
export async function kafkaFanOut(
  kafka: Kafka,
  options: { topic?: string; instanceId?: string; logger?: { error(object: unknown, message?: string): void } } = {},
): Promise<NotificationFanOut> {
  const topic = options.topic ?? notificationsTopic;
  const admin = kafka.admin();
  await admin.connect();
  try {
    if (!(await admin.listTopics()).includes(topic)) {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 1, replicationFactor: -1 }] });
    }
  } finally {
    await admin.disconnect();
  }

  const listeners = new Set<(delivery: RealtimeDelivery) => void>();
  const producer: Producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  const consumer: Consumer = kafka.consumer({
    groupId: `oms-notifications-${options.instanceId ?? randomUUID()}`,
    // Notifications are small and should arrive at once.
    maxWaitTimeInMs: 250,
  });
  // Reading from the newest offset: deliveries published before the first fetch resolved it are not
  // this instance's to show, so the fan-out counts as ready only after that fetch.
  const firstFetch = new Promise<void>((resolve) => {
    const stop = consumer.on(consumer.events.FETCH, () => {
      stop();
      resolve();
    });
  });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      try {
        const delivery = deliverySchema.parse(JSON.parse(message.value?.toString() ?? 'null'));
        for (const listener of listeners) listener(delivery);
      } catch (error) {
        options.logger?.error({ err: error }, 'notification skipped');
      }
    },
  });
  await firstFetch;

  return {
    async publish(delivery) {
      await producer.send({ topic, messages: [{ value: JSON.stringify(delivery) }] });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await consumer.disconnect();
      await producer.disconnect();
    },
  };
}
