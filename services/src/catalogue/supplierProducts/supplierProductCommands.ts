import {
  catalogueErrors,
  imageIdOf,
  keptGln,
  productStreamId,
  type SupplierProductBody,
  type SupplierProductRow,
} from '@oms/contracts';
import { type CatalogueProductDocument, readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { findSupplier } from '../findSupplier';
import { type ProductCommand, productDecider } from '../product/product';
import { importedProductId } from '../product/productsCsv';

const products = (platform: Platform) => readModels.catalogueProducts.in(platform.readStore);

export function supplierProductRowOf(product: CatalogueProductDocument): SupplierProductRow {
  return {
    productId: product._id,
    sku: product.sku,
    title: product.title,
    type: product.type,
    size: product.size,
    UoM: product.UoM,
    pricedBy: product.pricedBy ?? product.UoM,
    price: product.price,
    OMSPrice: product.OMSPrice,
    hasVat: product.hasVat,
    GLN: product.GLN ?? null,
    cloudinaryImageId: product.cloudinaryImageId ?? null,
    previousOMSPrice: product.previousOMSPrice,
    priceChangedAt: product.priceChangedAt,
    allergens: product.allergens ?? [],
  };
}

/** A live product of this supplier, else not found: another supplier's product is, to it, no product. */
export async function ownProduct(platform: Platform, supplierId: string, productId: string) {
  const product = await products(platform).findOne({ _id: productId });
  if (!product || product.supplierId !== supplierId || product.isDeleted) {
    throw domainErrorOf(catalogueErrors.productNotFound);
  }
  return product;
}

async function assertSkuFree(platform: Platform, supplierId: string, sku: string, productId: string | null) {
  const holder = await products(platform).findOne({ supplierId, sku, isDeleted: { $ne: true } });
  if (holder && holder._id !== productId) throw domainErrorOf(catalogueErrors.skuTaken);
}

const detailsOf = (body: SupplierProductBody) => {
  const GLN = keptGln(body.GLN);
  const cloudinaryImageId = imageIdOf(body.image);
  return {
    sku: body.sku,
    title: body.title,
    size: body.size,
    UoM: body.UoM,
    type: body.type ?? '',
    hasVat: body.hasVat,
    ...(body.pricedBy ? { pricedBy: body.pricedBy } : {}),
    ...(GLN ? { GLN } : {}),
    ...(cloudinaryImageId ? { cloudinaryImageId } : {}),
  };
};

const append = (platform: Platform, productId: string, command: ProductCommand, context: CommandContext) =>
  handleCommand(platform.eventStore, productStreamId(productId), productDecider, command, context);

/** Appends, then waits until the read models have it: the answer is read from them. */
async function run(platform: Platform, productId: string, command: ProductCommand, context: CommandContext) {
  const outcome = await append(platform, productId, command, context);
  await platform.runner.waitFor(outcome.position);
}

export async function addSupplierProduct(
  platform: Platform,
  supplierId: string,
  body: SupplierProductBody,
  context: CommandContext,
): Promise<SupplierProductRow> {
  const supplier = await findSupplier(platform, supplierId);
  await assertSkuFree(platform, supplierId, body.sku, null);
  const productId = importedProductId(supplierId, body.sku);
  await run(
    platform,
    productId,
    {
      type: 'ListProduct',
      product: {
        productId,
        supplierId,
        supplierTitle: supplier.title,
        OMSPrice: body.OMSPrice,
        price: body.price,
        ...detailsOf(body),
      },
    },
    context,
  );
  return supplierProductRowOf(await ownProduct(platform, supplierId, productId));
}

/** An edit is two facts on one stream: the details (ProductEdited) and, when they moved, the prices. */
export async function editSupplierProduct(
  platform: Platform,
  params: { supplierId: string; productId: string },
  body: SupplierProductBody,
  context: CommandContext,
): Promise<SupplierProductRow> {
  const { supplierId, productId } = params;
  await ownProduct(platform, supplierId, productId);
  await assertSkuFree(platform, supplierId, body.sku, productId);
  const now = platform.clock().toISOString();
  // Two facts, one wait: the price command folds the stream itself, and either may record nothing (position 0).
  const edited = await append(
    platform,
    productId,
    { type: 'EditProduct', edit: { productId, supplierId, changedAt: now, ...detailsOf(body) } },
    context,
  );
  const priced = await append(
    platform,
    productId,
    { type: 'ChangeProductPrice', change: { productId, OMSPrice: body.OMSPrice, price: body.price, changedAt: now } },
    context,
  );
  await platform.runner.waitFor(Math.max(edited.position, priced.position));
  return supplierProductRowOf(await ownProduct(platform, supplierId, productId));
}

export async function deleteSupplierProduct(
  platform: Platform,
  params: { supplierId: string; productId: string },
  context: CommandContext,
): Promise<void> {
  await ownProduct(platform, params.supplierId, params.productId);
  await run(
    platform,
    params.productId,
    { type: 'DeleteProduct', supplierId: params.supplierId, now: platform.clock().toISOString() },
    context,
  );
}
