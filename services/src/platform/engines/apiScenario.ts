import type { DomainEvent, RecordedEvent } from '@oms/contracts';
import type { FastifyInstance } from 'fastify';
import { systemContext } from '../commands/commandContext';
import { toNewEvents } from '../commands/handleCommand';
import type { Platform, PlatformOptions } from '../platform';
import { buildInMemoryApp, injectAs, sessionCookieFor } from './inMemoryApp';

/** Streams as a test states them: stream id → the events already recorded on it, oldest first. */
export type GivenStreams = Record<string, readonly DomainEvent[]>;

export interface ApiScenario {
  app: FastifyInstance;
  platform: Platform;
  /** `app.inject` with the session of an account the given streams registered. */
  signedInAs(email: string, password?: string): Promise<ReturnType<typeof injectAs>>;
  /** The events recorded since the given streams, as `{ type, data }` in order, optionally for one stream. */
  newEvents(streamId?: string): Promise<DomainEvent[]>;
  /** The recorded form, with stream ids and metadata, for the rare spec about those. */
  newRecordedEvents(): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

/**
 * An API test's starting point (emmett's `given(streams).when(request).then(newEvents)`): a fresh
 * store holding only these streams, the read models built from them, and the whole API in front.
 * No demo data, so a reader sees the situation being tested and a demo change cannot break it.
 */
export async function givenStreams(
  streams: GivenStreams,
  options: { now: Date; platformOptions?: Partial<PlatformOptions> },
): Promise<ApiScenario> {
  const harness = await buildInMemoryApp({ now: options.now, seed: false, platformOptions: options.platformOptions });
  const { platform } = harness;
  const context = systemContext(options.now);
  for (const [streamId, events] of Object.entries(streams)) {
    if (events.length === 0) continue;
    await platform.eventStore.appendToStream(streamId, toNewEvents(events, context), { expectedRevision: 'no_stream' });
  }
  const baseline = await platform.eventStore.headPosition();
  await platform.runner.waitFor(baseline);
  const newRecordedEvents = () => platform.eventStore.readAll({ after: baseline });
  return {
    app: harness.app,
    platform,
    async signedInAs(email, password = scenarioPassword) {
      return injectAs(harness.app, await sessionCookieFor(harness.app, email, password));
    },
    async newEvents(streamId) {
      const recorded = await newRecordedEvents();
      return recorded
        .filter((event) => streamId === undefined || event.streamId === streamId)
        .map(({ type, data }) => ({ type, data }));
    },
    newRecordedEvents,
    close: harness.close,
  };
}

/** The password `accountEvents` gives every scenario account. */
export const scenarioPassword = 'Scenario!Pass1';
