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
 * ordered (a bounded list), never by scanning the catalogue.
 */
export async function productTypesOf(store: ReadStore, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const products = await store
    .collection<CatalogueProductDocument>('catalogueProducts')
    .find({ _id: { $in: [...productIds] } }, { projection: { _id: 1, type: 1 } });
  return new Map(products.map((product) => [product._id, product.type]));
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

/** The products among the venue's matching lines whose catalogue type is one of the chosen types. */
async function productsOfTypes(store: ReadStore, venueId: string, filters: OrderFilters): Promise<string[]> {
  const ordered = await orderedLines(store).aggregate<{ _id: string }>([
    orderMatch(venueId, filters),
    { $unwind: '$lines' },
    { $group: { _id: '$lines.productId' } },
  ]);
  const types = await productTypesOf(
    store,
    ordered.map((product) => product._id),
  );
  const chosen = new Set(filters.types);
  return ordered.map((product) => product._id).filter((productId) => chosen.has(types.get(productId) ?? ''));
}

/** Order match, one row per line, then the line filters (product type, receipting). */
async function lineStages(
  store: ReadStore,
  venueId: string,
  filters: OrderFilters,
  receipting: ReceiptingFilter,
): Promise<Stage[]> {
  const typeMatch =
    filters.types.length > 0
      ? [{ $match: { 'lines.productId': { $in: await productsOfTypes(store, venueId, filters) } } }]
      : [];
  return [orderMatch(venueId, filters), { $unwind: '$lines' }, ...typeMatch, ...receiptingMatch(receipting)];
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
    ...(await lineStages(store, venueId, filters, receipting)),
    { $sort: { orderedDate: 1, _id: 1 } },
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
  const types = await productTypesOf(
    store,
    groups.map((group) => group._id),
  );
  const products = groups
    .map(({ _id, ...group }) => ({ productId: _id, ...group, type: types.get(_id) ?? null }))
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

interface SpendGroup {
  _id: string;
  supplierTitle?: string;
  orders: string[];
  spendExVat: number;
  spend: number;
}

const spendGroup = (key: string, extra: Stage = {}): Stage => ({
  $group: {
    _id: key,
    ...extra,
    orders: { $addToSet: '$_id' },
    spendExVat: { $sum: '$lines.spendExVat' },
    spend: { $sum: '$lines.spend' },
  },
});

/** Spend over time: per supplier (most first) and per calendar month (oldest first) over the filter range. */
export async function spendOverTime(store: ReadStore, venueId: string, filters: OrderFilters): Promise<SpendOverTime> {
  const [facets] = await orderedLines(store).aggregate<{ bySupplier: SpendGroup[]; byMonth: SpendGroup[] }>([
    ...(await lineStages(store, venueId, filters, 'all')),
    {
      $facet: {
        bySupplier: [spendGroup('$supplierId', { supplierTitle: { $last: '$supplierTitle' } })],
        byMonth: [spendGroup('$orderedMonth')],
      },
    },
  ]);
  const bySupplier = (facets?.bySupplier ?? [])
    .map((group) => ({
      supplierId: group._id,
      supplierTitle: group.supplierTitle ?? '',
      orderCount: group.orders.length,
      spendExVat: group.spendExVat,
      spend: group.spend,
    }))
    .sort((a, b) => b.spend - a.spend || a.supplierTitle.localeCompare(b.supplierTitle));
  // Every month of the range has a row, a month without orders at zero, so the line shows the gap.
  const months = new Map((facets?.byMonth ?? []).map((group) => [group._id, group]));
  const byMonth = monthsOfRange(filters.start, filters.end).map((month) => {
    const group = months.get(month);
    return {
      month,
      orderCount: group?.orders.length ?? 0,
      spendExVat: group?.spendExVat ?? 0,
      spend: group?.spend ?? 0,
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
