import type { RecordedEvent } from '@oms/contracts';

/** The headers every relayed message carries; the value is the event's data as JSON. */
const header = {
  eventId: 'event-id',
  type: 'event-type',
  schemaVersion: 'schema-version',
  streamId: 'stream-id',
  revision: 'stream-revision',
  globalPosition: 'global-position',
  metadata: 'metadata',
} as const;

export interface KafkaEventMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

/** Keyed by stream id, so every event of a stream lands on one partition, in order. */
export function toKafkaMessage(event: RecordedEvent): KafkaEventMessage {
  return {
    key: event.streamId,
    value: JSON.stringify(event.data ?? null),
    headers: {
      [header.eventId]: event.eventId,
      [header.type]: event.type,
      [header.schemaVersion]: String(event.schemaVersion),
      [header.streamId]: event.streamId,
      [header.revision]: String(event.revision),
      [header.globalPosition]: String(event.globalPosition),
      [header.metadata]: JSON.stringify(event.metadata),
    },
  };
}

type HeaderValue = Buffer | string | (Buffer | string)[] | undefined;

export function fromKafkaMessage(message: {
  value: Buffer | null;
  headers?: Record<string, HeaderValue>;
}): RecordedEvent {
  const read = (name: string): string => {
    const value = message.headers?.[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined) throw new Error(`Kafka message without the ${name} header`);
    return first.toString();
  };
  return {
    eventId: read(header.eventId),
    type: read(header.type),
    schemaVersion: Number(read(header.schemaVersion)),
    streamId: read(header.streamId),
    revision: Number(read(header.revision)),
    globalPosition: Number(read(header.globalPosition)),
    metadata: JSON.parse(read(header.metadata)),
    data: JSON.parse(message.value?.toString() ?? 'null'),
  };
}
