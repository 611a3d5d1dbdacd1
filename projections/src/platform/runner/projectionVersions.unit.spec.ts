import type { DomainEvent, NewEvent } from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../../../services/src/platform/eventStore/sqliteEventStore';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import type { Document } from '../readStore/readStore';
import { CHECKPOINTS_COLLECTION } from './checkpoints';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projectionRunner';

type Counted = { type: 'Counted'; data: { counterId: string; by: number } };
interface CounterDocument extends Document {
  total: number;
}

/** The same read model twice: the second projector counts double, as a code change might. */
const counterProjection = (factor: number) =>
  defineProjection<CounterDocument, Counted>({
    name: 'counters',
    collection: 'counters',
    handles: ['Counted'],
    indexes: [],
    documentIds: (event) => [event.data.counterId],
    evolve:
      factor === 1
        ? (document, event) => ({ _id: event.data.counterId, total: (document?.total ?? 0) + event.data.by })
        : (document, event) => ({ _id: event.data.counterId, total: (document?.total ?? 0) + 2 * event.data.by }),
  });

const counted = (by: number): NewEvent => {
  const event: DomainEvent = { type: 'Counted', data: { counterId: 'c-1', by } };
  return { eventId: crypto.randomUUID(), ...event, schemaVersion: 1, metadata };
};

const stores = [openSqliteEventStore({ filename: ':memory:' })];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function runOnce(readStore: ReturnType<typeof createMemoryReadStore>, factor: number, version?: number) {
  const eventStore = stores[0] ?? openSqliteEventStore({ filename: ':memory:' });
  const projection = version
    ? { ...counterProjection(factor), version: `explicit-${version}` }
    : counterProjection(factor);
  const warnings: unknown[] = [];
  const runner = new ProjectionRunner(readStore, eventStore, [projection], {
    error: () => {},
    warn: (object) => warnings.push(object),
  });
  await runner.start();
  await runner.waitFor(await eventStore.headPosition());
  await runner.stop();
  return { total: (await readStore.collection<CounterDocument>('counters').findOne({ _id: 'c-1' }))?.total, warnings };
}

describe('projection versions', () => {
  it('keeps a read model its own projection built, and rebuilds one another version built', async () => {
    stores.splice(0, stores.length, openSqliteEventStore({ filename: ':memory:' }));
    const eventStore = stores[0] as ReturnType<typeof openSqliteEventStore>;
    await eventStore.appendToStream('counter-c-1', [counted(1), counted(2)]);
    const readStore = createMemoryReadStore();

    expect(await runOnce(readStore, 1)).toEqual({ total: 3, warnings: [] });
    // Restarted with the same code: caught up from the checkpoint, nothing rebuilt.
    expect(await runOnce(readStore, 1)).toEqual({ total: 3, warnings: [] });
    // The projector changed: the stored total is not its answer, so it is rebuilt from the events.
    const changed = await runOnce(readStore, 2);
    expect(changed.total).toBe(6);
    expect(changed.warnings).toEqual([{ projection: 'counters' }]);
  });

  it('rebuilds a read model whose checkpoint predates versions', async () => {
    stores.splice(0, stores.length, openSqliteEventStore({ filename: ':memory:' }));
    const eventStore = stores[0] as ReturnType<typeof openSqliteEventStore>;
    await eventStore.appendToStream('counter-c-1', [counted(5)]);
    const readStore = createMemoryReadStore();
    await readStore
      .collection<CounterDocument>('counters')
      .insertOne({ _id: 'c-1', total: 999, _position: 1 } as never);
    await readStore.collection(CHECKPOINTS_COLLECTION).insertOne({ _id: 'counters', position: 1 });
    expect((await runOnce(readStore, 1)).total).toBe(5);
  });
});
