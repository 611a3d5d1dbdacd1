import { type CatalogueProduct, type CatalogueSort, type CatalogueSortColumn, withVat } from '@oms/contracts';

/** Above this many changes since the last read, a column is sorted afresh instead of patched (a catch-up, a reindex). */
const PATCH_LIMIT = 2_000;

type SortKey = string | number;

const keyOf: Record<CatalogueSortColumn, (product: CatalogueProduct) => SortKey> = {
  title: (product) => product.title,
  sku: (product) => product.sku,
  supplierTitle: (product) => product.supplierTitle,
  size: (product) => product.size,
  UoM: (product) => product.UoM,
  price: (product) => withVat(product.OMSPrice, product.hasVat),
};

export interface SortedPageRequest {
  sort: CatalogueSort;
  /** Only these suppliers' products (a venue's catalogue). */
  supplierIds: ReadonlySet<string>;
  offset: number;
  limit: number;
}

export interface SortedPage<Product> {
  /** The venue's products in all, of which `products` is the slice asked for. */
  total: number;
  products: Product[];
}

/**
 * The catalogue kept in every sort order a venue can ask for: per column, the products' slots in
 * order of (key, productId), patched by binary search as products change, so a page of a sorted
 * catalogue is a walk from one end with no sorting at request time. A column is built on its
 * first request, and sorted afresh when more changed since than patching would pay for (the start-up
 * catch-up). Ties end on productId, as the read store's sorts do (`totalOrder`); descending is the
 * same order walked backwards, so pages of either direction never repeat or drop a tied row.
 */
export class SortedCatalogue<Product extends CatalogueProduct = CatalogueProduct> {
  private readonly rows: (Product | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly bySupplier = new Map<string, number>();
  /** Null until asked for, or after too many changes to patch: sorted on the next read. */
  private readonly orders = new Map<CatalogueSortColumn, { slots: number[] | null; patches: number }>();

  get size(): number {
    let size = 0;
    for (const count of this.bySupplier.values()) size += count;
    return size;
  }

  upsert(product: Product): void {
    let slot = this.slotOf.get(product.productId);
    if (slot === undefined) {
      slot = this.rows.length;
      this.rows.push(undefined);
      this.slotOf.set(product.productId, slot);
    }
    const before = this.rows[slot];
    const moved: { column: CatalogueSortColumn; slots: number[] }[] = [];
    for (const [column, order] of this.orders) {
      if (!order.slots) continue;
      if (before && keyOf[column](before) === keyOf[column](product)) continue;
      if (!this.countPatch(order)) continue;
      // Found by the key it was placed with, so before the row changes.
      if (before) order.slots.splice(this.positionOf(column, order.slots, before), 1);
      moved.push({ column, slots: order.slots });
    }
    this.rows[slot] = product;
    for (const { column, slots } of moved) slots.splice(this.positionOf(column, slots, product), 0, slot);
    if (before) this.count(before.supplierId, -1);
    this.count(product.supplierId, 1);
  }

  remove(productId: string): void {
    const slot = this.slotOf.get(productId);
    const before = slot === undefined ? undefined : this.rows[slot];
    if (slot === undefined || !before) return;
    for (const [column, order] of this.orders) {
      if (!order.slots || !this.countPatch(order)) continue;
      order.slots.splice(this.positionOf(column, order.slots, before), 1);
    }
    this.rows[slot] = undefined;
    this.count(before.supplierId, -1);
  }

  get(productId: string): Product | undefined {
    const slot = this.slotOf.get(productId);
    return slot === undefined ? undefined : this.rows[slot];
  }

  /** Rows `offset` to `offset + limit` of the suppliers' products in the asked order. */
  page({ sort, supplierIds, offset, limit }: SortedPageRequest): SortedPage<Product> {
    let total = 0;
    for (const supplierId of supplierIds) total += this.bySupplier.get(supplierId) ?? 0;
    const products: Product[] = [];
    if (total === 0 || offset >= total) return { total, products };
    const slots = this.sorted(sort.column);
    const everyone = total === this.size;
    const step = sort.direction === 'asc' ? 1 : -1;
    let skipped = 0;
    for (
      let index = step === 1 ? 0 : slots.length - 1;
      index >= 0 && index < slots.length && products.length < limit;
      index += step
    ) {
      const product = this.rows[slots[index] as number] as Product;
      if (!everyone && !supplierIds.has(product.supplierId)) continue;
      if (skipped < offset) skipped += 1;
      else products.push(product);
    }
    return { total, products };
  }

  /** Builds a column's order ahead of its first request (the default one, after a start-up catch-up). */
  prepare(column: CatalogueSortColumn): void {
    this.sorted(column);
  }

  /** Every product in the order, for checking the patched order against a fresh sort. */
  ordered(column: CatalogueSortColumn): Product[] {
    return this.sorted(column).map((slot) => this.rows[slot] as Product);
  }

  private sorted(column: CatalogueSortColumn): number[] {
    const order = this.orders.get(column);
    if (order?.slots) {
      order.patches = 0;
      return order.slots;
    }
    const slots: number[] = [];
    this.rows.forEach((row, slot) => {
      if (row) slots.push(slot);
    });
    const key = keyOf[column];
    // Keys and ids read once per product, not once per comparison.
    const keys = this.rows.map((row) => (row ? key(row) : ''));
    const ids = this.rows.map((row) => row?.productId ?? '');
    slots.sort((a, b) => compareRows(keys[a] as SortKey, ids[a] as string, keys[b] as SortKey, ids[b] as string));
    this.orders.set(column, { slots, patches: 0 });
    return slots;
  }

  /** False once a column has taken more patches than a fresh sort would cost; it is then dropped till read. */
  private countPatch(order: { slots: number[] | null; patches: number }): boolean {
    order.patches += 1;
    if (order.patches <= PATCH_LIMIT) return true;
    order.slots = null;
    return false;
  }

  private positionOf(column: CatalogueSortColumn, slots: number[], product: Product): number {
    const key = keyOf[column](product);
    let low = 0;
    let high = slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const slot = slots[middle] as number;
      const other = this.rows[slot] as Product;
      if (compareRows(keyOf[column](other), other.productId, key, product.productId) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private count(supplierId: string, change: number): void {
    const count = (this.bySupplier.get(supplierId) ?? 0) + change;
    if (count === 0) this.bySupplier.delete(supplierId);
    else this.bySupplier.set(supplierId, count);
  }
}

function compareRows(leftKey: SortKey, leftId: string, rightKey: SortKey, rightId: string): number {
  if (leftKey !== rightKey) return leftKey < rightKey ? -1 : 1;
  return leftId < rightId ? -1 : leftId > rightId ? 1 : 0;
}
