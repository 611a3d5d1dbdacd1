import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketDecider } from '../../ordering/basket/basket';
import type { EventStore } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { addToBasket, commandContext, stream } from './basketCommandFixtures';
import { handleCommand } from './handleCommand';

describe('commands on one stream in one process', () => {
  let store: EventStore;

  beforeEach(() => {
    store = openSqliteEventStore({ filename: ':memory:' });
  });

  afterEach(async () => {
    await store.close();
  });

  it('all succeed when many arrive at once, each deciding on what the one before appended', async () => {
    // More than handleCommand's five attempts: in one turn they would all read the same revision.
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () =>
        handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), commandContext()),
      ),
    );

    expect(outcomes.map((outcome) => outcome.state)).toEqual(
      Array.from({ length: 25 }, (_, index) => ({
        lines: [{ productId: 'product-1', supplierId: 'supplier-1', quantity: index + 1 }],
      })),
    );
    const stored = await store.readStream(stream);
    expect(stored.map((event) => event.revision)).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('lets the next command in line run when one fails', async () => {
    const closedSupplier = {
      ...addToBasket('product-1', 1),
      supplier: { title: 'Closed Supplier', takesOrdersFromVenue: false },
    };
    const failing = handleCommand(store, stream, basketDecider, closedSupplier, commandContext());
    const next = handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), commandContext());

    await expect(failing).rejects.toThrow();
    await expect(next).resolves.toMatchObject({ position: 1 });
  });
});
