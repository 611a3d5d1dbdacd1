import type { RecordedEvent } from '@oms/contracts';
import type { Subscription } from '../../platform/eventStore/eventStore';

/** Where the reactor hears committed events: the store's subscription, or a Kafka consumer group in production. */
export type ReactorFeed = (onEvent: (event: RecordedEvent) => Promise<void>) => Subscription;
