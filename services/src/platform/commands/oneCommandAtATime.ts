import type { EventStore } from '../eventStore/eventStore';

const queues = new WeakMap<EventStore, Map<string, Promise<void>>>();

/**
 * Runs the commands of this process on one stream one after another. An append commits with the
 * next turn's batch (group commit), so commands on one stream that read it in the same turn would
 * all decide on the same revision and all but one fail and retry, turn after turn: 25 venues
 * granted to one admin at once ran out of attempts. In line, each reads what the one before wrote.
 * Other processes' writes are still caught by the expected revision and retried.
 */
export async function oneCommandAtATime<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
  let streams = queues.get(store);
  if (!streams) {
    streams = new Map();
    queues.set(store, streams);
  }
  const before = streams.get(streamId);
  // Assigned by the executor, which runs at once. (An arrow as initial value cost a `__name` call per
  // command under tsx, which names every arrow held in a variable.)
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = before ? before.then(() => mine) : mine;
  streams.set(streamId, tail);
  try {
    if (before) await before;
    return await work();
  } finally {
    release();
    if (streams.get(streamId) === tail) streams.delete(streamId);
  }
}
