import type { StockTakeLine } from '@oms/contracts';
import type { CatalogueProductDocument, StockTakeSheetDocument } from '@oms/projections';
import type { ReceivedProduct } from './receivedSinceLastCount';

const counts = { lastQuantity: 0, inStock: 0, wastage: 0, parLevel: null };

/** A catalogue product as a line, at the price the venue pays for it now (its OMS price). */
export function lineOfProduct(product: CatalogueProductDocument): StockTakeLine {
  return {
    lineId: product.productId,
    productId: product.productId,
    supplierId: product.supplierId,
    title: product.title,
    type: product.type,
    size: product.size,
    UoM: product.UoM,
    supplierTitle: product.supplierTitle,
    sku: product.sku,
    // Stock is valued at what the venue pays: the supplier price the basket charges.
    price: product.OMSPrice,
    OMSPrice: product.OMSPrice,
    hasVat: product.hasVat,
    ...counts,
  };
}

/** A product that arrived, as a line: its catalogue entry when there is one, else what the order held. */
export function lineOfReceived(
  received: ReceivedProduct,
  product: CatalogueProductDocument | undefined,
): StockTakeLine {
  if (product) return lineOfProduct(product);
  const { line } = received;
  return {
    lineId: received.productId,
    productId: received.productId,
    supplierId: received.supplierId,
    title: line.title,
    type: '',
    size: line.size,
    UoM: line.UoM,
    supplierTitle: received.supplierTitle,
    sku: line.sku,
    price: line.agreed.price,
    OMSPrice: null,
    hasVat: line.hasVat,
    ...counts,
  };
}

/**
 * A new stock take's lines: every line of the previous count (its count becomes the previous
 * quantity, its par level carries over, a catalogue product takes today's price) and every
 * product that arrived since, not yet among them.
 */
export function initialLines(
  previous: StockTakeSheetDocument | null,
  received: ReadonlyMap<string, ReceivedProduct>,
  products: ReadonlyMap<string, CatalogueProductDocument>,
): StockTakeLine[] {
  const carried = (previous?.lines ?? []).map((line) => {
    const product = line.productId ? products.get(line.productId) : undefined;
    return {
      ...line,
      price: product?.OMSPrice ?? line.price,
      OMSPrice: product?.OMSPrice ?? line.OMSPrice,
      lastQuantity: line.inStock,
      inStock: 0,
      wastage: 0,
    };
  });
  const onSheet = new Set(carried.flatMap((line) => (line.productId ? [line.productId] : [])));
  const arrived = [...received.values()]
    .filter((item) => !onSheet.has(item.productId))
    .map((item) => lineOfReceived(item, products.get(item.productId)));
  return [...carried, ...arrived];
}
