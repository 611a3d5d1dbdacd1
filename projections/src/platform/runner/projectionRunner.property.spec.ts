import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  basketStreamId,
  type NewEvent,
  type OrderLine,
  orderStreamId,
  type ProductListed,
  productStreamId,
  type RecordedEvent,
  supplierStreamId,
  venueStreamId,
  type Weekday,
  weekdays,
} from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The runner's feed in production is the event store port; projections has no adapter of its own.
import type { EventStore } from '../../../../services/src/platform/eventStore/eventStore';
import { openSqliteEventStore } from '../../../../services/src/platform/eventStore/sqliteEventStore';
import { allProjections } from '../../index';
import type { BasketDocument } from '../../ordering/basketsProjection';
import { applyToReadModels } from '../kafka/applyToReadModels';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import type { Collection, Document, ReadStore } from '../readStore/readStore';
import { applyEvent } from './applyEvent';
import { CHECKPOINTS_COLLECTION } from './checkpoints';
import type { ProjectionProgress } from './projectionProgress';
import { ProjectionRunner, type RunnerLogger } from './projectionRunner';

const venueIds = ['venue-a', 'venue-b', 'venue-c'] as const;
const supplierIds = ['supplier-a', 'supplier-b', 'supplier-c'] as const;
const productIds = ['product-1', 'product-2', 'product-3', 'product-4', 'product-5'] as const;
const supplierOf = (productIndex: number) => supplierIds[productIndex % supplierIds.length] ?? 'supplier-a';

type Step =
  | { kind: 'onboardSupplier'; supplier: number; title: string; deliveryDays: Weekday[] }
  | { kind: 'listProduct'; product: number; OMSPrice: number; hasVat: boolean }
  | { kind: 'registerVenue'; venue: number; isPricesHidden: boolean }
  | { kind: 'linkSupplier'; venue: number; supplier: number; minOrderValue: number }
  | { kind: 'addLine'; venue: number; product: number; quantity: number }
  | { kind: 'changeQuantity'; venue: number; product: number; quantity: number }
  | { kind: 'removeLine'; venue: number; product: number }
  | { kind: 'placeOrder'; venue: number; day: number; poNumber: string | null; placedManually: boolean }
  /** Wait until the runner has caught up, then deliver some already-applied events again. */
  | { kind: 'settle'; redeliver: number[] }
  /**
   * Stop the runner and start a new one on the same read store: it resumes from the checkpoints.
   * `rewind` puts every checkpoint back that many positions first, as a crash before a turn's
   * checkpoints were written leaves them behind their documents.
   */
  | { kind: 'restart'; rewind: number };

const venueIndex = fc.nat({ max: venueIds.length - 1 });
const supplierIndex = fc.nat({ max: supplierIds.length - 1 });
const productIndex = fc.nat({ max: productIds.length - 1 });
const quantity = fc.integer({ min: 1, max: 20 });

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('onboardSupplier' as const),
      supplier: supplierIndex,
      title: fc.constantFrom('Fresh Fish', 'Best Bread', 'Cheese Co'),
      deliveryDays: fc.subarray([...weekdays]),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('listProduct' as const),
      product: productIndex,
      OMSPrice: fc.integer({ min: 0, max: 5000 }),
      hasVat: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('registerVenue' as const),
      venue: venueIndex,
      isPricesHidden: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('linkSupplier' as const),
      venue: venueIndex,
      supplier: supplierIndex,
      minOrderValue: fc.integer({ min: 0, max: 10_000 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('addLine' as const), venue: venueIndex, product: productIndex, quantity }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('changeQuantity' as const),
      venue: venueIndex,
      product: productIndex,
      quantity,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('removeLine' as const), venue: venueIndex, product: productIndex }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('placeOrder' as const),
      venue: venueIndex,
      day: fc.nat({ max: 3 }),
      poNumber: fc.option(fc.constantFrom('PO-1', 'PO-2'), { nil: null }),
      placedManually: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      redeliver: fc.array(fc.nat({ max: 1000 }), { maxLength: 6 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('restart' as const), rewind: fc.constantFrom(0, 0, 1, 3, 1000) }),
  },
);

/**
 * Turns steps into events the way the write side would: changes only to lines in the basket,
 * orders only from non-empty baskets, products listed before they are added.
 */
class ScenarioModel {
  readonly baskets = new Map<string, Map<string, { supplierId: string; quantity: number }>>();
  readonly products = new Map<string, ProductListed>();
  readonly supplierTitles = new Map<string, string>();
  orderCount = 0;
  private eventCount = 0;

  eventsFor(step: Step): [streamId: string, event: NewEvent][] {
    switch (step.kind) {
      case 'onboardSupplier': {
        const supplierId = supplierIds[step.supplier] ?? 'supplier-a';
        this.supplierTitles.set(supplierId, step.title);
        return [
          [
            supplierStreamId(supplierId),
            this.event('SupplierOnboarded', {
              supplierId,
              title: step.title,
              deliveryDays: step.deliveryDays,
              cutOffTime: '16:00',
              integrationType: null,
            }),
          ],
        ];
      }
      case 'listProduct':
        return [this.listProduct(step.product, step.OMSPrice, step.hasVat)];
      case 'registerVenue': {
        const venueId = venueIds[step.venue] ?? 'venue-a';
        return [
          [
            venueStreamId(venueId),
            this.event('VenueRegistered', {
              venueId,
              title: `Venue ${venueId}`,
              code: venueId.toUpperCase(),
              addressLine1: '1 High Street',
              addressLine2: '',
              addressCity: 'London',
              addressPostCode: 'E1 1AA',
              phoneNumber: '020 7946 0000',
              isPricesHidden: step.isPricesHidden,
            }),
          ],
        ];
      }
      case 'linkSupplier': {
        const venueId = venueIds[step.venue] ?? 'venue-a';
        const supplierId = supplierIds[step.supplier] ?? 'supplier-a';
        return [
          [
            venueStreamId(venueId),
            this.event('VenueSupplierLinked', {
              venueId,
              supplierId,
              accountNumber: `ACC-${step.venue}-${step.supplier}`,
              minOrderValue: step.minOrderValue,
            }),
          ],
        ];
      }
      case 'addLine': {
        const venueId = venueIds[step.venue] ?? 'venue-a';
        const productId = productIds[step.product] ?? 'product-1';
        const supplierId = supplierOf(step.product);
        const events: [string, NewEvent][] = [];
        if (!this.products.has(productId)) events.push(this.listProduct(step.product, 100 * (step.product + 1), true));
        const basket = this.basket(venueId);
        const line = basket.get(productId);
        basket.set(productId, { supplierId, quantity: (line?.quantity ?? 0) + step.quantity });
        events.push([
          basketStreamId(venueId),
          this.event('BasketLineAdded', { venueId, productId, supplierId, quantity: step.quantity }),
        ]);
        return events;
      }
      case 'changeQuantity': {
        const venueId = venueIds[step.venue] ?? 'venue-a';
        const productId = productIds[step.product] ?? 'product-1';
        const line = this.basket(venueId).get(productId);
        if (!line) return this.eventsFor({ ...step, kind: 'addLine' });
        line.quantity = step.quantity;
        return [
          [
            basketStreamId(venueId),
            this.event('BasketLineQuantityChanged', { venueId, productId, quantity: step.quantity }),
          ],
        ];
      }
      case 'removeLine': {
        const venueId = venueIds[step.venue] ?? 'venue-a';
        const productId = productIds[step.product] ?? 'product-1';
        if (!this.basket(venueId).delete(productId)) return [];
        return [[basketStreamId(venueId), this.event('BasketLineRemoved', { venueId, productId })]];
      }
      case 'placeOrder':
        return this.placeOrder(step);
      case 'settle':
      case 'restart':
        return [];
      default: {
        const unhandled: never = step;
        return unhandled;
      }
    }
  }

  private placeOrder(step: Extract<Step, { kind: 'placeOrder' }>): [string, NewEvent][] {
    const venueId = venueIds[step.venue] ?? 'venue-a';
    const basket = this.basket(venueId);
    if (basket.size === 0) return [];
    const orderedDate = `2024-03-0${4 + step.day}`;
    const requiredDeliveryDay = `2024-03-1${step.day}`;
    const placed = {
      venueId,
      orderedAt: `${orderedDate}T10:00:00.000Z`,
      orderedDate,
      poNumber: step.poNumber,
      notes: '',
      placedVia: 'dashboard' as const,
      placedBy: 'account-1',
    };
    const bySupplier = new Map<string, OrderLine[]>();
    for (const [productId, line] of basket) {
      const product = this.products.get(productId);
      const lines = bySupplier.get(line.supplierId) ?? [];
      lines.push({
        productId,
        sku: product?.sku ?? productId,
        title: product?.title ?? productId,
        size: product?.size ?? '1',
        UoM: product?.UoM ?? 'Each',
        quantity: line.quantity,
        unitPrice: product?.OMSPrice ?? 0,
        hasVat: product?.hasVat ?? false,
      });
      bySupplier.set(line.supplierId, lines);
    }
    const orders = [...bySupplier].map(([supplierId, lines]) => {
      this.orderCount += 1;
      return {
        orderId: `order-${this.orderCount}`,
        supplierId,
        supplierTitle: this.supplierTitles.get(supplierId) ?? supplierId,
        requiredDeliveryDay,
        lines,
      };
    });
    basket.clear();
    return [
      [
        basketStreamId(venueId),
        this.event('BasketOrderPlaced', { ...placed, requestedDeliveryDay: requiredDeliveryDay, orders }),
      ],
      ...orders.map((order): [string, NewEvent] => [
        orderStreamId(order.orderId),
        this.event('OrderPlaced', { ...order, ...placed, placedManually: step.placedManually }),
      ]),
    ];
  }

  private listProduct(index: number, OMSPrice: number, hasVat: boolean): [string, NewEvent] {
    const productId = productIds[index] ?? 'product-1';
    const supplierId = supplierOf(index);
    const data: ProductListed = {
      productId,
      supplierId,
      supplierTitle: this.supplierTitles.get(supplierId) ?? supplierId,
      sku: `SKU-${index}`,
      title: `Product ${index}`,
      size: '1kg',
      UoM: 'Kg',
      type: 'Food',
      OMSPrice,
      price: OMSPrice + 50,
      hasVat,
    };
    this.products.set(productId, data);
    return [productStreamId(productId), this.event('ProductListed', data)];
  }

  private basket(venueId: string) {
    let basket = this.baskets.get(venueId);
    if (!basket) {
      basket = new Map();
      this.baskets.set(venueId, basket);
    }
    return basket;
  }

  private event(type: string, data: unknown): NewEvent {
    this.eventCount += 1;
    return { eventId: `event-${this.eventCount}`, type, data, schemaVersion: 1, metadata };
  }
}

async function projectedCollections(store: ReadStore): Promise<Record<string, Document[]>> {
  const names = (await store.listCollections()).filter((name) => name !== CHECKPOINTS_COLLECTION).sort();
  const collections: Record<string, Document[]> = {};
  for (const name of names) {
    const documents = await store.collection(name).find({}, { sort: { _id: 1 } });
    if (documents.length > 0) collections[name] = documents;
  }
  return collections;
}

function recordingLogger(): RunnerLogger & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { errors, error: (object) => errors.push(object) };
}

async function rebuildEverything(store: EventStore, logger: RunnerLogger) {
  const readStore = createMemoryReadStore();
  const runner = new ProjectionRunner(readStore, store, allProjections, logger);
  for (const projection of allProjections) await runner.rebuild(projection.name);
  return readStore;
}

/** Every read model from one pass over the store, as `npm run replay -- all` and the bench do. */
async function rebuildAllInOnePass(store: EventStore, logger: RunnerLogger) {
  const readStore = createMemoryReadStore();
  const runner = new ProjectionRunner(readStore, store, allProjections, logger);
  await runner.rebuild(allProjections.map((projection) => projection.name));
  return readStore;
}

async function catchUpFromScratch(store: EventStore, logger: RunnerLogger) {
  const readStore = createMemoryReadStore();
  const runner = new ProjectionRunner(readStore, store, allProjections, logger);
  await runner.start();
  await runner.waitFor(await store.headPosition());
  await runner.stop();
  return readStore;
}

async function appendStep(store: EventStore, model: ScenarioModel, step: Step): Promise<void> {
  for (const [streamId, event] of model.eventsFor(step)) {
    await store.appendToStream(streamId, [event], { expectedRevision: 'any' });
  }
}

async function runScenario(steps: Step[], later: Step[]): Promise<void> {
  const store = openSqliteEventStore({ filename: ':memory:' });
  const incremental = createMemoryReadStore();
  const logger = recordingLogger();
  const model = new ScenarioModel();
  let runner = new ProjectionRunner(incremental, store, allProjections, logger);
  await runner.start();
  try {
    for (const step of steps) {
      if (step.kind === 'settle') {
        await runner.waitFor(await store.headPosition());
        const delivered = await store.readAll();
        for (const pick of step.redeliver) {
          const event = delivered[pick % Math.max(delivered.length, 1)];
          if (!event) continue;
          for (const projection of allProjections) await applyEvent(projection, incremental, event);
        }
        continue;
      }
      if (step.kind === 'restart') {
        await runner.stop();
        const checkpoints = incremental.collection<{ _id: string; position: number }>(CHECKPOINTS_COLLECTION);
        for (const checkpoint of await checkpoints.find({})) {
          const position = Math.max(0, checkpoint.position - step.rewind);
          await checkpoints.updateOne({ _id: checkpoint._id }, { $set: { position } });
        }
        runner = new ProjectionRunner(incremental, store, allProjections, logger);
        await runner.start();
        continue;
      }
      await appendStep(store, model, step);
    }
    const head = await store.headPosition();
    await runner.waitFor(head);

    const built = await projectedCollections(incremental);
    const rebuilt = await projectedCollections(await rebuildEverything(store, logger));
    const caughtUp = await projectedCollections(await catchUpFromScratch(store, logger));
    const onePassStore = await rebuildAllInOnePass(store, logger);
    const onePass = await projectedCollections(onePassStore);
    expect(built).toEqual(rebuilt);
    expect(caughtUp).toEqual(rebuilt);
    expect(onePass).toEqual(rebuilt);
    expect(logger.errors).toEqual([]);

    // Both sides could be wrong alike; the baskets and orders must also match what was written.
    const baskets = (built.baskets ?? []) as BasketDocument[];
    for (const [venueId, lines] of model.baskets) {
      const document = baskets.find((basket) => basket.venueId === venueId);
      const expected = [...lines].map(([productId, line]) => ({ productId, ...line }));
      expect(document?.lines ?? []).toEqual(expected);
    }
    expect(built.orders?.length ?? 0).toBe(model.orderCount);
    if (head > 0) expect(Object.keys(built).length).toBeGreaterThan(0);

    // The one-pass rebuild keeps handed-over documents uncopied: later live events, each delivered
    // twice, must fold onto them exactly as onto the incrementally built read models.
    const following = new ProjectionRunner(onePassStore, store, allProjections, logger);
    await following.start();
    try {
      for (const step of later) {
        if (step.kind === 'settle' || step.kind === 'restart') continue;
        const before = await store.headPosition();
        await appendStep(store, model, step);
        for (const event of await store.readAll({ after: before })) {
          for (const projection of allProjections) await applyEvent(projection, onePassStore, event);
        }
      }
      const laterHead = await store.headPosition();
      await runner.waitFor(laterHead);
      await following.waitFor(laterHead);
      expect(await projectedCollections(onePassStore)).toEqual(await projectedCollections(incremental));
    } finally {
      await following.stop();
    }
    expect(logger.errors).toEqual([]);
  } finally {
    await runner.stop();
    await store.close();
  }
}

describe('ProjectionRunner: an incremental build equals a full rebuild', () => {
  it('holds for random event sequences delivered in batches, with restarts and redelivery, and after a one-pass rebuild', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 60, size: 'max' }),
        fc.array(stepArbitrary, { maxLength: 20 }),
        runScenario,
      ),
      { numRuns: 40 },
    );
  });
});

class Crash extends Error {}

/**
 * The read store of a process that dies after `writes` more documents were written: a bulk or an
 * insert then writes only its first ones and throws, and so does every later write.
 */
function crashingAfter(store: ReadStore, writes: number): ReadStore {
  let left = writes;
  const take = <T>(items: readonly T[]) => {
    const allowed = items.slice(0, Math.max(0, left));
    left -= allowed.length;
    return allowed;
  };
  return {
    ...store,
    collection: <T extends Document>(name: string) => {
      const collection = store.collection(name);
      const crashing: Partial<Collection<Document>> = {
        async bulkWrite(operations, options) {
          const allowed = take(operations);
          const result = await collection.bulkWrite(allowed, options);
          if (allowed.length < operations.length) throw new Crash('crashed in a bulk write');
          return result;
        },
        async insertNew(documents, options) {
          const allowed = take(documents);
          const result = await collection.insertNew(allowed, options);
          if (allowed.length < documents.length) throw new Crash('crashed in an insert');
          return result;
        },
      };
      return { ...collection, ...crashing } as unknown as Collection<T>;
    },
  };
}

/** One delivery of the Kafka consumer: events from the last committed one, a crash or not, a commit or not. */
const deliveryArbitrary = fc.record({
  length: fc.integer({ min: 1, max: 12 }),
  crashAfter: fc.option(fc.nat({ max: 8 }), { nil: undefined }),
  committed: fc.boolean(),
});

describe("The Kafka consumer's batches: guarded bulk writes, several read models at once", () => {
  it('give every read model of a full rebuild, in batches of any size, crashing part-way through and delivered again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 50, size: 'max' }),
        fc.array(deliveryArbitrary, { maxLength: 40 }),
        async (steps, deliveries) => {
          const store = openSqliteEventStore({ filename: ':memory:' });
          const logger = recordingLogger();
          try {
            const model = new ScenarioModel();
            for (const step of steps) await appendStep(store, model, step);
            // One partition: every stream's events in the store's order, as the relay publishes them.
            const feed = await store.readAll();
            const readStore = createMemoryReadStore();
            const deliver = (events: readonly RecordedEvent[], into: ReadStore) =>
              applyToReadModels({ projections: allProjections, store: into, events, log: logger });
            let committed = 0;
            for (const { length, crashAfter, committed: commits } of deliveries) {
              if (committed >= feed.length) break;
              const batch = feed.slice(committed, committed + length);
              if (crashAfter !== undefined) {
                // The consumer dies part-way: nothing is committed, and the batch comes again.
                await deliver(batch, crashingAfter(readStore, crashAfter)).catch((error) => {
                  if (!(error instanceof Crash)) throw error;
                });
                continue;
              }
              expect(await deliver(batch, readStore)).toBe(true);
              if (commits) committed += batch.length;
            }
            await deliver(feed.slice(committed), readStore);

            expect(await projectedCollections(readStore)).toEqual(
              await projectedCollections(await rebuildEverything(store, logger)),
            );
            expect(logger.errors).toEqual([]);
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

function basketEvent(eventId: string, venueId: string, productId: string, quantity: number): NewEvent {
  return {
    eventId,
    type: 'BasketLineAdded',
    data: { venueId, productId, supplierId: 'supplier-a', quantity },
    schemaVersion: 1,
    metadata,
  };
}

function productEvent(eventId: string, productId: string, OMSPrice: number): NewEvent<'ProductListed', ProductListed> {
  return {
    eventId,
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
      OMSPrice,
      price: OMSPrice + 50,
      hasVat: false,
    },
    schemaVersion: 1,
    metadata,
  };
}

/** 'settled' when the promise settles within the delay, else 'pending'. */
function stateWithin(promise: Promise<unknown>, delayMs: number): Promise<'settled' | 'pending'> {
  return Promise.race([
    promise.then(() => 'settled' as const),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), delayMs)),
  ]);
}

describe('ProjectionRunner', () => {
  it('rebuild drops one projection, folds the store again and restores its checkpoint', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    const readStore = createMemoryReadStore();
    const runner = new ProjectionRunner(readStore, store, allProjections, recordingLogger());
    try {
      await store.appendToStream(basketStreamId('venue-a'), [basketEvent('e1', 'venue-a', 'product-1', 2)]);
      await store.appendToStream(basketStreamId('venue-a'), [basketEvent('e2', 'venue-a', 'product-1', 3)]);
      await store.appendToStream(productStreamId('product-1'), [productEvent('e3', 'product-1', 450)]);
      await runner.start();
      await runner.waitFor(await store.headPosition());
      const baskets = readStore.collection('baskets');
      const products = readStore.collection('catalogueProducts');
      const checkpoints = readStore.collection(CHECKPOINTS_COLLECTION);
      // Start-up catch-up checkpoints the last event it read, handled or not.
      expect(await checkpoints.findOne({ _id: 'baskets' })).toMatchObject({ _id: 'baskets', position: 3 });

      // Corrupt the read models and lose the checkpoint; only the baskets are rebuilt.
      await baskets.insertOne({ _id: 'venue-ghost', venueId: 'venue-ghost', lines: [], _position: 1 });
      await baskets.updateOne({ _id: 'venue-a' }, { $set: { lines: [] } });
      await products.updateOne({ _id: 'product-1' }, { $set: { OMSPrice: 1 } });
      await checkpoints.deleteOne({ _id: 'baskets' });

      expect(await runner.rebuild('baskets')).toEqual({ events: 3 });

      expect(await baskets.find({})).toEqual([
        {
          _id: 'venue-a',
          venueId: 'venue-a',
          lines: [{ productId: 'product-1', supplierId: 'supplier-a', quantity: 5 }],
          _position: 2,
        },
      ]);
      expect(await products.findOne({ _id: 'product-1' })).toMatchObject({ OMSPrice: 1 });
      expect(await checkpoints.findOne({ _id: 'baskets' })).toMatchObject({ _id: 'baskets', position: 3 });

      // The rebuilt projection keeps following the feed, applying new events once.
      const { lastPosition } = await store.appendToStream(basketStreamId('venue-a'), [
        basketEvent('e4', 'venue-a', 'product-1', 1),
      ]);
      await runner.waitFor(lastPosition);
      expect(await baskets.findOne({ _id: 'venue-a' })).toMatchObject({
        lines: [{ productId: 'product-1', supplierId: 'supplier-a', quantity: 6 }],
        _position: 4,
      });
      // A live checkpoint is written once the turn that delivered its events is over.
      expect(await checkpoints.findOne({ _id: 'baskets' })).toMatchObject({ _id: 'baskets', position: 3 });
      await nextTurn();
      expect(await checkpoints.findOne({ _id: 'baskets' })).toMatchObject({ _id: 'baskets', position: 4 });
    } finally {
      await runner.stop();
      await store.close();
    }
  });

  it('moves every read model to each live event, those ignoring it too, and keeps them there through a rebuild', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    const readStore = createMemoryReadStore();
    // What the runner reports while a rebuild reads the store: the rebuilt read model from scratch.
    let duringRead: ProjectionProgress | undefined;
    const watched: EventStore = Object.assign(Object.create(store) as EventStore, {
      readAll: async (options?: { after?: number; maxCount?: number }) => {
        duringRead ??= await runner.progress();
        return store.readAll(options);
      },
    });
    const runner = new ProjectionRunner(readStore, watched, allProjections, recordingLogger());
    const positions = async () => new Set((await runner.progress()).readModels.map((model) => model.position));
    try {
      await runner.start();
      const basket = await store.appendToStream(basketStreamId('venue-a'), [
        basketEvent('e1', 'venue-a', 'product-1', 2),
      ]);
      await runner.waitFor(basket.lastPosition);
      expect(await positions()).toEqual(new Set([basket.lastPosition]));
      expect((await runner.progress()).lag).toBe(0);

      duringRead = undefined;
      expect(await runner.rebuild('baskets')).toEqual({ events: 1 });
      // Set inside readAll, which the compiler cannot see.
      const rebuilding = (duringRead as ProjectionProgress | undefined)?.readModels.filter(
        (model) => model.position !== basket.lastPosition,
      );
      expect(rebuilding?.map((model) => [model.name, model.position])).toEqual([['baskets', 0]]);
      expect(await positions()).toEqual(new Set([basket.lastPosition]));

      const product = await store.appendToStream(productStreamId('product-1'), [productEvent('e2', 'product-1', 450)]);
      await runner.waitFor(product.lastPosition);
      expect(await positions()).toEqual(new Set([product.lastPosition]));
      expect(await readStore.collection('catalogueProducts').findOne({ _id: 'product-1' })).toMatchObject({
        _position: product.lastPosition,
      });
    } finally {
      await runner.stop();
      await store.close();
    }
  });

  it('reads the store once for every projection it rebuilds or starts', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    let reads = 0;
    const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
      readAll: (options?: { after?: number; maxCount?: number }) => {
        reads += 1;
        return store.readAll(options);
      },
    });
    const readStore = createMemoryReadStore();
    const runner = new ProjectionRunner(readStore, counting, allProjections, recordingLogger());
    try {
      for (let index = 0; index < 1500; index += 1) {
        await store.appendToStream(basketStreamId('venue-a'), [basketEvent(`e${index}`, 'venue-a', 'product-1', 1)]);
      }
      await runner.start();
      // Two full batches of 1,000 and 500 events, then the empty read that ends the catch-up.
      expect(reads).toBe(3);

      reads = 0;
      expect(await runner.rebuild(['baskets', 'catalogueProducts'])).toEqual({ events: 1500 });
      expect(reads).toBe(3);
      expect(await readStore.collection('baskets').findOne({ _id: 'venue-a' })).toMatchObject({
        lines: [{ productId: 'product-1', supplierId: 'supplier-a', quantity: 1500 }],
      });
    } finally {
      await runner.stop();
      await store.close();
    }
  });

  it('rebuild refuses an unknown projection', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    const runner = new ProjectionRunner(createMemoryReadStore(), store, allProjections, recordingLogger());
    try {
      await expect(runner.rebuild('nope')).rejects.toThrow('Unknown projection nope');
    } finally {
      await store.close();
    }
  });

  it('waitFor resolves once a live append has been applied, not before', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    const readStore = createMemoryReadStore();
    const runner = new ProjectionRunner(readStore, store, allProjections, recordingLogger());
    try {
      await runner.start();
      await store.appendToStream(basketStreamId('venue-a'), [basketEvent('e1', 'venue-a', 'product-1', 2)]);
      await runner.waitFor(1);

      // An hour's deadline: only the append can settle it within the test's time, no clock judged.
      const waiting = runner.waitFor(2, 3_600_000);
      expect(await stateWithin(waiting, 100)).toBe('pending');

      const { lastPosition } = await store.appendToStream(basketStreamId('venue-a'), [
        basketEvent('e2', 'venue-a', 'product-2', 7),
      ]);
      expect(lastPosition).toBe(2);
      await waiting;
      expect(await readStore.collection('baskets').findOne({ _id: 'venue-a' })).toMatchObject({
        lines: [
          { productId: 'product-1', supplierId: 'supplier-a', quantity: 2 },
          { productId: 'product-2', supplierId: 'supplier-a', quantity: 7 },
        ],
        _position: 2,
      });
    } finally {
      await runner.stop();
      await store.close();
    }
  });
});
