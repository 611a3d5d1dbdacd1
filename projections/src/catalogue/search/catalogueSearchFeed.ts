import {
  defaultCatalogueSort,
  type ProductDeleted,
  type ProductEdited,
  type ProductGlnSet,
  type ProductListed,
  type ProductPriceChanged,
  type RecordedEvent,
  type VenueSupplierLinked,
  type VenueSupplierUnlinked,
  type VenueSupplierVisibilityChanged,
} from '@oms/contracts';
import type { EventSource } from '../../platform/runner/eventSource';
import { CatalogueSearchIndex, type SearchableProduct } from './catalogueSearchIndex';

const CATCH_UP_BATCH = 5_000;

/** The only events the index folds; the start-up read asks the store for these alone. */
const searchIndexEventTypes = [
  'ProductListed',
  'ProductPriceChanged',
  'ProductEdited',
  'ProductDeleted',
  'ProductGlnSet',
  'VenueSupplierLinked',
  'VenueSupplierVisibilityChanged',
  'VenueSupplierUnlinked',
] as const;

export function searchableOf(data: ProductListed): SearchableProduct {
  const { productId, supplierId, supplierTitle, sku, title, size, UoM, type, zone, OMSPrice, hasVat, GLN } = data;
  return {
    productId,
    supplierId,
    supplierTitle,
    sku,
    title,
    size,
    UoM,
    type,
    zone,
    OMSPrice,
    hasVat,
    GLN,
    previousOMSPrice: null,
    priceChangedAt: null,
  };
}

/** Folds one catalogue event into the index; other events pass by. */
export function applyToSearchIndex(index: CatalogueSearchIndex, event: RecordedEvent): void {
  if (event.type === 'VenueSupplierLinked') {
    const { venueId, supplierId } = event.data as VenueSupplierLinked;
    index.linkVenueSupplier(venueId, supplierId);
    return;
  }
  if (event.type === 'VenueSupplierUnlinked') {
    const { venueId, supplierId } = event.data as VenueSupplierUnlinked;
    index.unlinkVenueSupplier(venueId, supplierId);
    return;
  }
  if (event.type === 'VenueSupplierVisibilityChanged') {
    const { venueId, supplierId, isActive, isCatalogueAccessible } = event.data as VenueSupplierVisibilityChanged;
    index.setVenueSupplierOpen(venueId, supplierId, isActive && isCatalogueAccessible);
    return;
  }
  if (event.type === 'ProductListed') {
    index.upsert(searchableOf(event.data as ProductListed));
  } else if (event.type === 'ProductDeleted') {
    index.remove((event.data as ProductDeleted).productId);
  } else if (event.type === 'ProductEdited') {
    const edit = event.data as ProductEdited;
    const product = index.get(edit.productId);
    if (product) {
      const { sku, title, size, UoM, type, hasVat, GLN } = edit;
      // An edit without a GLN keeps the one set before, as the catalogue read model does.
      index.upsert({ ...product, sku, title, size, UoM, type, hasVat, ...(GLN === undefined ? {} : { GLN }) });
    }
  } else if (event.type === 'ProductGlnSet') {
    const { productId, GLN } = event.data as ProductGlnSet;
    const product = index.get(productId);
    if (product) index.upsert({ ...product, GLN });
  } else if (event.type === 'ProductPriceChanged') {
    const change = event.data as ProductPriceChanged;
    const product = index.get(change.productId);
    if (product) {
      index.upsert({
        ...product,
        OMSPrice: change.OMSPrice,
        previousOMSPrice: product.OMSPrice,
        priceChangedAt: change.changedAt,
      });
    }
  }
}

/**
 * Keeps a search index following the event feed. The index lives in the memory of each API
 * process (like the embedded read models), so it is built from the store at start: one read of
 * the catalogue events, then the live feed.
 */
export class CatalogueSearchFeed {
  readonly index = new CatalogueSearchIndex();
  private position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];
  private subscription: { stop(): Promise<void> } | null = null;

  private constructor() {}

  static async start(source: EventSource, logger: { error(object: unknown, message?: string): void } = console) {
    const feed = new CatalogueSearchFeed();
    // Everything up to this head is read below (the last empty read comes after it), so the live
    // feed may start past it even when the last catalogue event is older.
    const head = await source.headPosition();
    for (;;) {
      const batch = await source.readAll({
        after: feed.position,
        maxCount: CATCH_UP_BATCH,
        types: searchIndexEventTypes,
      });
      const last = batch.at(-1);
      if (!last) break;
      for (const event of batch) applyToSearchIndex(feed.index, event);
      feed.position = last.globalPosition;
    }
    feed.position = Math.max(feed.position, head);
    // The catalogue's default order, sorted once now rather than by the first venue to open it;
    // after the start so readiness does not wait for it.
    setImmediate(() => feed.index.sorted.prepare(defaultCatalogueSort.column));
    feed.subscription = source.subscribeToAll({
      after: feed.position,
      onEvent: (event) => {
        applyToSearchIndex(feed.index, event);
        feed.position = event.globalPosition;
        feed.releaseWaiters();
      },
      onError: (error) => logger.error({ err: error }, 'catalogue search stopped following the feed'),
    });
    return feed;
  }

  /** Resolves once the index has applied the event at `position` (or quietly after the timeout). */
  waitFor(position: number, timeoutMs = 1_000): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const ready = this.waiters.filter((waiter) => waiter.position <= this.position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > this.position);
    for (const waiter of ready) waiter.resolve();
  }
}
