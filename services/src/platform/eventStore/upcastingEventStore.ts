import { upcastEvent } from '@oms/contracts';
import type { EventStore } from './eventStore';

/** Wraps any adapter so every reader (deciders, projections, services) sees current event shapes. */
export function withUpcasting(store: EventStore): EventStore {
  return {
    appendToStream: (streamId, events, options) => store.appendToStream(streamId, events, options),
    appendToStreams: (appends) => store.appendToStreams(appends),
    readStream: async (streamId, options) =>
      (await store.readStream(streamId, options)).map((event) => upcastEvent(event)),
    readAll: async (options) => (await store.readAll(options)).map((event) => upcastEvent(event)),
    headPosition: () => store.headPosition(),
    subscribeToAll: (options) =>
      store.subscribeToAll({ ...options, onEvent: (event) => options.onEvent(upcastEvent(event)) }),
    close: () => store.close(),
  };
}
