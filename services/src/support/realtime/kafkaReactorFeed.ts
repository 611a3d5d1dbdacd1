import { fromKafkaMessage, topicsOf } from '@oms/projections';
import type { Kafka } from 'kafkajs';
import type { ReactorFeed } from './reactorFeed';

/**
 * With several API instances the reactor must hear each event once: the instances share one
 * consumer group over the relayed event topics, and start from the newest offsets (old news
 * makes no toast).
 */
export function kafkaReactorFeed(kafka: Kafka, groupId = 'oms-notification-reactor'): ReactorFeed {
  return (onEvent) => {
    const consumer = kafka.consumer({ groupId });
    const running = (async () => {
      await consumer.connect();
      await consumer.subscribe({ topics: topicsOf(), fromBeginning: false });
      await consumer.run({
        eachMessage: async ({ message }) => onEvent(fromKafkaMessage(message)),
      });
    })();
    return {
      async stop() {
        await running.catch(() => undefined);
        await consumer.disconnect();
      },
    };
  };
}
