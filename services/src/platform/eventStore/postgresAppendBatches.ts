import type { Pool } from 'pg';
import { type AppendResult, type StreamAppend, WrongExpectedRevisionError } from './eventStore';
import { eventInOtherStreamState, eventStoreSchema, wrongExpectedRevisionState } from './postgresSchema';

interface Call {
  appends: readonly StreamAppend[];
  resolve: (results: AppendResult[]) => void;
  reject: (error: unknown) => void;
}

type ResultRow = [
  callIndex: number,
  nextRevision: number | null,
  lastPosition: string | null,
  written: boolean,
  failure: string | null,
];

/** At most this many calls share one round trip: a bigger group only makes its callers wait longer. */
const maxCallsPerBatch = 256;

/**
 * Group commit: appends asked for while one is on its way to the server wait, then go together in
 * one call of the append function (one transaction, one WAL flush), each in its own
 * subtransaction. One batch at a time per process: the append lock would serialise them anyway.
 */
export function postgresAppendBatches(pool: Pool) {
  let queue: Call[] = [];
  let inFlight: Promise<void> | undefined;

  function submit(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    return new Promise((resolve, reject) => {
      queue.push({ appends, resolve, reject });
      if (!inFlight) inFlight = drain();
    });
  }

  async function drain(): Promise<void> {
    // Lets the calls of this turn of the event loop join the first batch too.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const calls = queue.slice(0, maxCallsPerBatch);
      queue = queue.slice(calls.length);
      await send(calls);
    }
    inFlight = undefined;
  }

  async function send(calls: readonly Call[]): Promise<void> {
    const args = encode(calls);
    let rows: ResultRow[];
    try {
      const answer = await pool.query<ResultRow>({
        text: `SELECT * FROM ${eventStoreSchema}.append($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        values: args,
        rowMode: 'array',
      });
      rows = answer.rows;
    } catch (error) {
      // Something no expected revision explains (a value the server refuses, a lost connection):
      // each call then goes alone, so one bad call cannot fail its neighbours.
      if (calls.length === 1) (calls[0] as Call).reject(error);
      else for (const call of calls) await send([call]);
      return;
    }
    let next = 0;
    calls.forEach((call, index) => {
      const own: ResultRow[] = [];
      while (next < rows.length && (rows[next] as ResultRow)[0] === index) own.push(rows[next++] as ResultRow);
      const failure = own[0]?.[4];
      if (failure) call.reject(toError(failure));
      else
        call.resolve(
          own.map(([, nextRevision, lastPosition, written]) => ({
            nextExpectedRevision: nextRevision ?? -1,
            lastPosition: Number(lastPosition ?? 0),
            written,
          })),
        );
    });
  }

  return {
    submit,
    /** Resolves once every append asked for so far has its answer. */
    async flush(): Promise<void> {
      while (inFlight) await inFlight;
    },
  };
}

/** The calls as the function's parallel arrays: one entry per stream, and the events flattened. */
function encode(calls: readonly Call[]) {
  const callOf: number[] = [];
  const streams: string[] = [];
  const expected: string[] = [];
  const counts: number[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const versions: number[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  calls.forEach((call, index) => {
    for (const append of call.appends) {
      callOf.push(index);
      streams.push(append.streamId);
      expected.push(String(append.expectedRevision ?? 'any'));
      counts.push(append.events.length);
      for (const event of append.events) {
        eventIds.push(event.eventId);
        types.push(event.type);
        versions.push(event.schemaVersion);
        data.push(JSON.stringify(event.data ?? null));
        metadata.push(JSON.stringify(event.metadata));
      }
    }
  });
  return [callOf, streams, expected, counts, eventIds, types, versions, data, metadata];
}

function toError(failure: string): Error {
  const state = failure.slice(0, 5);
  const message = failure.slice(6);
  if (state === wrongExpectedRevisionState) {
    const { streamId, expected, actual } = JSON.parse(message) as {
      streamId: string;
      expected: string;
      actual: number | null;
    };
    const expectedRevision = /^-?\d+$/.test(expected) ? Number(expected) : (expected as 'no_stream' | 'stream_exists');
    return new WrongExpectedRevisionError(streamId, expectedRevision, actual ?? 'no_stream');
  }
  if (state === eventInOtherStreamState) return new Error(message);
  return new Error(failure);
}
