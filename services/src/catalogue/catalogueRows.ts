import {
  type CatalogueColumns,
  type CatalogueRow,
  type PriceChange,
  priceChangeWindowDays,
  reachesAdminArea,
} from '@oms/contracts';
import { type CatalogueProductDocument, type DeepReadonly, readModels, type VenueDocument } from '@oms/projections';
import type { Actor } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';

const DAY_MS = 86_400_000;

/** The suppliers whose products make up the venue's catalogue: linked, active and with the catalogue open. */
export async function catalogueSupplierIds(platform: Platform, venueId: string): Promise<string[]> {
  const links = await readModels.venueSuppliers.in(platform.readStore).findReadOnly({ venueId });
  return links
    .filter((link) => link.isActive !== false && link.isCatalogueAccessible !== false)
    .map((link) => link.supplierId);
}

/** Spec 02 §2.2: admins see prices unless the venue hides them; everyone else always does. GLN only with dataplus. */
export function catalogueColumnsFor(actor: Actor, venue: DeepReadonly<VenueDocument>): CatalogueColumns {
  return {
    price: reachesAdminArea(actor.roles) ? !venue.isPricesHidden : true,
    gln: venue.dataplusIntegration === true,
  };
}

/** What a row is made from: a catalogue read-model document or a product the search index holds. */
export type RowSource = Pick<
  CatalogueProductDocument,
  'productId' | 'supplierId' | 'supplierTitle' | 'sku' | 'title' | 'size' | 'type' | 'OMSPrice' | 'hasVat'
> & {
  UoM: string;
  GLN?: string | undefined;
  zone?: string | undefined;
  previousOMSPrice?: number | null | undefined;
  priceChangedAt?: string | null | undefined;
};

/** Spec 01 §4: the latest change flags the product for 14 days; down when below the former price. */
export function priceChangeOf(product: RowSource, now: Date): PriceChange | null {
  if (product.priceChangedAt == null || product.previousOMSPrice == null) return null;
  const age = now.getTime() - Date.parse(product.priceChangedAt);
  if (age < 0 || age >= priceChangeWindowDays * DAY_MS) return null;
  return {
    direction: product.OMSPrice < product.previousOMSPrice ? 'down' : 'up',
    previousOMSPrice: product.previousOMSPrice,
    changedAt: product.priceChangedAt,
  };
}

export const priceChangeWindowStart = (now: Date) => new Date(now.getTime() - priceChangeWindowDays * DAY_MS);

/** The rows of one page of the catalogue as this account sees them at this venue. */
export async function catalogueRowsFor(
  platform: Platform,
  actor: Actor,
  venue: DeepReadonly<VenueDocument>,
  products: readonly RowSource[],
): Promise<CatalogueRow[]> {
  const now = platform.clock();
  const productIds = products.map((product) => product.productId);
  const [clears, listed] = await Promise.all([
    readModels.priceNotificationClears
      .in(platform.readStore)
      .findReadOnly({ accountId: actor.accountId, productId: { $in: productIds } }),
    readModels.venueProducts
      .in(platform.readStore)
      .findReadOnly({ venueId: venue.venueId, productId: { $in: productIds } }),
  ]);
  const clearedChange = new Map(clears.map((clear) => [clear.productId, clear.priceChangedAt]));
  const onList = new Set(listed.map((item) => item.productId));
  const showChanges = venue.isPriceChangesVisible !== false;
  return products.map((product) => {
    const change = showChanges ? priceChangeOf(product, now) : null;
    return {
      productId: product.productId,
      supplierId: product.supplierId,
      supplierTitle: product.supplierTitle,
      sku: product.sku,
      title: product.title,
      size: product.size,
      UoM: product.UoM,
      type: product.type,
      OMSPrice: product.OMSPrice,
      hasVat: product.hasVat,
      GLN: product.GLN ?? null,
      zone: product.zone ?? null,
      priceChange: change && clearedChange.get(product.productId) !== change.changedAt ? change : null,
      isOnShoppingList: onList.has(product.productId),
    };
  });
}
