import {
  monthsOfRange,
  type OrderedProductRow,
  type OrderedProducts,
  type OrderFilterOptions,
  type OrderFilters,
  RECEIPTING_NOT_SAVED,
  type ReceiptingFilter,
  type SpendOverTime,
} from '@oms/contracts';
import type { CatalogueProductDocument } from '../catalogue/catalogueProductsProjection';
import type { ReadStore } from '../platform/readStore/readStore';
import type { OrderedLinesDocument } from './orderedLinesProjection';

type Stage = Record<string, unknown>;

const orderedLines = (store: ReadStore) => store.collection<OrderedLinesDocument>('orderedLines');

/**
 * Product types are the catalogue's; order events do not carry them, so they are read for the products a venue
 * ordered (a bounded list) after grouping, never by scanning the catalogue.
 */
export async function productTypesOf(store: ReadStore, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const products = await store
    .collection<CatalogueProductDocument>('catalogueProducts')
    .find({ _id: { $in: [...new Set(productIds)] } }, { projection: { _id: 1, type: 1 } });
  return new Map(products.map((product) => [product._id, product.type]));
}

/** Keeps rows whose product has one of the chosen types; every row when no type is chosen. */
async function ofChosenTypes<T>(
  store: ReadStore,
  rows: readonly T[],
  productIdOf: (row: T) => string,
  chosenTypes: readonly string[],
): Promise<{ rows: T[]; types: Map<string, string> }> {
  const types = await productTypesOf(store, rows.map(productIdOf));
  if (chosenTypes.length === 0) return { rows: [...rows], types };
  const chosen = new Set(chosenTypes);
  return { rows: rows.filter((row) => chosen.has(types.get(productIdOf(row)) ?? '')), types };
}

function orderMatch(venueId: string, filters: OrderFilters): Stage {
  return {
    $match: {
      venueId,
      orderedDate: { $gte: filters.start, $lte: filters.end },
      ...(filters.suppliers.length > 0 ? { supplierId: { $in: filters.suppliers } } : {}),
    },
  };
}

function receiptingMatch(receipting: ReceiptingFilter): Stage[] {
  const unreceipted = [null, RECEIPTING_NOT_SAVED];
  if (receipting === 'receipted') return [{ $match: { 'lines.receiptingStatus': { $nin: unreceipted } } }];
  if (receipting === 'unreceipted') return [{ $match: { 'lines.receiptingStatus': { $in: unreceipted } } }];
  return [];
}

type ProductGroup = Omit<OrderedProductRow, 'type' | 'productId'> & { _id: string };

/** Ordered products: one row per product over the filter range, most spent first. */
export async function orderedProducts(
  store: ReadStore,
  venueId: string,
  filters: OrderFilters,
  receipting: ReceiptingFilter,
): Promise<OrderedProducts> {
  const groups = await orderedLines(store).aggregate<ProductGroup>([
    orderMatch(venueId, filters),
    // Sorting orders before unwinding keeps their lines in date order for $last, at a fraction of the rows.
    { $sort: { orderedDate: 1, _id: 1 } },
    { $unwind: '$lines' },
    ...receiptingMatch(receipting),
    {
      $group: {
        _id: '$lines.productId',
        sku: { $last: '$lines.sku' },
        title: { $last: '$lines.title' },
        size: { $last: '$lines.size' },
        UoM: { $last: '$lines.UoM' },
        supplierId: { $last: '$supplierId' },
        supplierTitle: { $last: '$supplierTitle' },
        orderCount: { $sum: 1 },
        orderedQuantity: { $sum: '$lines.orderedQuantity' },
        acceptedQuantity: { $sum: '$lines.acceptedQuantity' },
        spendExVat: { $sum: '$lines.spendExVat' },
        spend: { $sum: '$lines.spend' },
        lastUnitPrice: { $last: '$lines.unitPrice' },
        firstOrderedDate: { $min: '$orderedDate' },
        lastOrderedDate: { $max: '$orderedDate' },
      },
    },
  ]);
  const chosen = await ofChosenTypes(store, groups, (group) => group._id, filters.types);
  const products = chosen.rows
    .map(({ _id, ...group }) => ({ productId: _id, ...group, type: chosen.types.get(_id) ?? null }))
    .sort((a, b) => b.spend - a.spend || a.title.localeCompare(b.title));
  const sum = (pick: (row: OrderedProductRow) => number) => products.reduce((total, row) => total + pick(row), 0);
  return {
    start: filters.start,
    end: filters.end,
    receipting,
    products,
    totals: {
      productCount: products.length,
      orderedQuantity: sum((row) => row.orderedQuantity),
      acceptedQuantity: sum((row) => row.acceptedQuantity),
      spendExVat: sum((row) => row.spendExVat),
      spend: sum((row) => row.spend),
    },
  };
}

/** Spend of one supplier in one month, from one product when product types filter the lines. */
interface SpendCell {
  supplierId: string;
  supplierTitle: string;
  month: string;
  productId: string | null;
  orders: string[];
  spendExVat: number;
  spend: number;
}

/**
 * Without a product type, whole orders are grouped by supplier and month (their totals are on the document);
 * with one, lines are grouped by supplier, month and product, and the products of other types dropped.
 */
async function spendCells(store: ReadStore, venueId: string, filters: OrderFilters): Promise<SpendCell[]> {
  const byLine = filters.types.length > 0;
  const groups = await orderedLines(store).aggregate<{
    _id: { supplierId: string; month: string; productId?: string };
    supplierTitle: string;
    orders: string[];
    spendExVat: number;
    spend: number;
  }>([
    orderMatch(venueId, filters),
    ...(byLine ? [{ $unwind: '$lines' }] : []),
    {
      $group: {
        _id: {
          supplierId: '$supplierId',
          month: '$orderedMonth',
          ...(byLine ? { productId: '$lines.productId' } : {}),
        },
        supplierTitle: { $last: '$supplierTitle' },
        orders: { $addToSet: '$_id' },
        spendExVat: { $sum: byLine ? '$lines.spendExVat' : '$spendExVat' },
        spend: { $sum: byLine ? '$lines.spend' : '$spend' },
      },
    },
  ]);
  const cells = groups.map((group) => ({
    supplierId: group._id.supplierId,
    supplierTitle: group.supplierTitle,
    month: group._id.month,
    productId: group._id.productId ?? null,
    orders: group.orders,
    spendExVat: group.spendExVat,
    spend: group.spend,
  }));
  if (!byLine) return cells;
  return (await ofChosenTypes(store, cells, (cell) => cell.productId ?? '', filters.types)).rows;
}

interface SpendTotal {
  title: string;
  orders: Set<string>;
  spendExVat: number;
  spend: number;
}

function addUp(totals: Map<string, SpendTotal>, key: string, cell: SpendCell, title: string) {
  const total = totals.get(key) ?? { title, orders: new Set<string>(), spendExVat: 0, spend: 0 };
  for (const order of cell.orders) total.orders.add(order);
  total.spendExVat += cell.spendExVat;
  total.spend += cell.spend;
  totals.set(key, total);
}

/** Spend over time: per supplier (most first) and per calendar month (oldest first) over the filter range. */
export async function spendOverTime(store: ReadStore, venueId: string, filters: OrderFilters): Promise<SpendOverTime> {
  const suppliers = new Map<string, SpendTotal>();
  const months = new Map<string, SpendTotal>();
  for (const cell of await spendCells(store, venueId, filters)) {
    addUp(suppliers, cell.supplierId, cell, cell.supplierTitle);
    addUp(months, cell.month, cell, cell.month);
  }
  const bySupplier = [...suppliers]
    .map(([supplierId, total]) => ({
      supplierId,
      supplierTitle: total.title,
      orderCount: total.orders.size,
      spendExVat: total.spendExVat,
      spend: total.spend,
    }))
    .sort((a, b) => b.spend - a.spend || a.supplierTitle.localeCompare(b.supplierTitle));
  // Every month of the range has a row, a month without orders at zero, so the line shows the gap.
  const byMonth = monthsOfRange(filters.start, filters.end).map((month) => {
    const total = months.get(month);
    return {
      month,
      orderCount: total?.orders.size ?? 0,
      spendExVat: total?.spendExVat ?? 0,
      spend: total?.spend ?? 0,
    };
  });
  return {
    start: filters.start,
    end: filters.end,
    bySupplier,
    byMonth,
    total: {
      spendExVat: bySupplier.reduce((total, row) => total + row.spendExVat, 0),
      spend: bySupplier.reduce((total, row) => total + row.spend, 0),
    },
  };
}

/** The panel's choices for a venue: the suppliers it ordered from and the types of the products it ordered. */
export async function orderFilterOptions(store: ReadStore, venueId: string): Promise<OrderFilterOptions> {
  const ordered = await orderedLines(store).aggregate<{
    _id: string;
    supplierId: string;
    supplierTitle: string;
  }>([
    { $match: { venueId } },
    { $project: { supplierId: 1, supplierTitle: 1, 'lines.productId': 1 } },
    { $unwind: '$lines' },
    {
      $group: {
        _id: '$lines.productId',
        supplierId: { $last: '$supplierId' },
        supplierTitle: { $last: '$supplierTitle' },
      },
    },
  ]);
  const types = await productTypesOf(
    store,
    ordered.map((product) => product._id),
  );
  const suppliers = new Map(ordered.map((product) => [product.supplierId, product.supplierTitle]));
  return {
    types: [...new Set(types.values())].filter((type) => type.length > 0).sort((a, b) => a.localeCompare(b)),
    suppliers: [...suppliers]
      .map(([supplierId, supplierTitle]) => ({ supplierId, supplierTitle }))
      .sort((a, b) => a.supplierTitle.localeCompare(b.supplierTitle)),
    locations: [],
  };
}
