import { randomUUID } from 'node:crypto';
import type { NewEvent, ProductListed, ProductPriceChanged } from '@oms/contracts';
import { CatalogueSearchFeed } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleMetadata as metadata } from '../../../tests/fixtures/recordedEvents';
import type { EventStore } from '../platform/eventStore/eventStore';
import { openSqliteEventStore } from '../platform/eventStore/sqliteEventStore';

const event = (type: string, data: unknown): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  schemaVersion: 1,
  metadata,
});

const listed = (productId: string, OMSPrice: number): ProductListed => ({
  productId,
  supplierId: 'sup-brakes',
  supplierTitle: 'Brakes',
  sku: `SKU-${productId}`,
  title: `Chips ${productId}`,
  size: '2.5kg',
  UoM: 'Each',
  type: 'Frozen',
  OMSPrice,
  price: OMSPrice,
  hasVat: false,
});

const priceChange = (productId: string, OMSPrice: number, changedAt: string): ProductPriceChanged => ({
  productId,
  supplierId: 'sup-brakes',
  OMSPrice,
  price: OMSPrice,
  changedAt,
});

describe('the catalogue search feed', () => {
  let store: EventStore;
  const feeds: CatalogueSearchFeed[] = [];
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.stop();
    await store.close();
  });

  it('given catalogue events far behind other events, when it starts, then it reads only its own and follows from the head, applying a later change once', async () => {
    store = openSqliteEventStore({ filename: ':memory:' });
    await store.appendToStream('product-p1', [event('ProductListed', listed('p1', 2349))]);
    await store.appendToStream('product-p1', [
      event('ProductPriceChanged', priceChange('p1', 2499, '2026-11-20T09:00:00Z')),
    ]);
    for (let index = 0; index < 300; index += 1) {
      await store.appendToStream(`basket-v${index}`, [event('BasketLineAdded', { productId: 'p1', quantity: 1 })]);
    }
    const feed = await CatalogueSearchFeed.start(store);
    feeds.push(feed);
    expect(feed.index.get('p1')).toMatchObject({ OMSPrice: 2499, previousOMSPrice: 2349 });

    const { lastPosition } = await store.appendToStream('product-p1', [
      event('ProductPriceChanged', priceChange('p1', 2599, '2026-11-24T09:00:00Z')),
    ]);
    await feed.waitFor(lastPosition);
    expect(feed.index.get('p1')).toMatchObject({ OMSPrice: 2599, previousOMSPrice: 2499 });
  });

  it('given the same history, when one feed follows it live and another starts after it, then both indexes agree', async () => {
    store = openSqliteEventStore({ filename: ':memory:' });
    const live = await CatalogueSearchFeed.start(store);
    feeds.push(live);
    let last = 0;
    for (let index = 0; index < 40; index += 1) {
      const productId = `p${index % 7}`;
      const next =
        index < 7
          ? event('ProductListed', listed(productId, 1000 + index))
          : index % 3 === 0
            ? event(
                'ProductPriceChanged',
                priceChange(productId, 1000 + index * 10, `2026-11-${10 + (index % 15)}T09:00:00Z`),
              )
            : event('BasketLineAdded', { productId, quantity: index });
      last = (await store.appendToStream(`stream-${productId}-${index % 3}`, [next])).lastPosition;
    }
    await live.waitFor(last);
    const rebuilt = await CatalogueSearchFeed.start(store);
    feeds.push(rebuilt);
    for (let index = 0; index < 7; index += 1) {
      expect(rebuilt.index.get(`p${index}`)).toEqual(live.index.get(`p${index}`));
    }
  });
});
