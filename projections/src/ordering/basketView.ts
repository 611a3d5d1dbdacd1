import {
  type BasketSupplierGroup,
  type BasketView,
  isBelowMinimum,
  linesTotal,
  lineTotal,
  orderTotal,
} from '@oms/contracts';
import type { CatalogueProductDocument } from '../catalogue/catalogueProductsProjection';
import type { SupplierDocument } from '../catalogue/suppliersProjection';
import type { ReadStore } from '../platform/readStore/readStore';
import type { VenueSupplierDocument } from '../venues/venueSuppliersProjection';
import type { BasketDocument } from './basketsProjection';

/**
 * The basket screen: lines priced at today's catalogue price, grouped by supplier with the
 * supplier's delivery days and this venue's minimum order value.
 */
export async function basketView(
  store: ReadStore,
  venueId: string,
  options: { isPricesHidden: boolean; today: string; time: string },
): Promise<BasketView> {
  const basket = await store.collection<BasketDocument>('baskets').findOneReadOnly({ _id: venueId });
  const lines = basket?.lines ?? [];
  const productIds = lines.map((line) => line.productId);
  const supplierIds = [...new Set(lines.map((line) => line.supplierId))];
  const [products, suppliers, venueSuppliers] = await Promise.all([
    store.collection<CatalogueProductDocument>('catalogueProducts').findReadOnly({ _id: { $in: productIds } }),
    store.collection<SupplierDocument>('suppliers').findReadOnly({ _id: { $in: supplierIds } }),
    store
      .collection<VenueSupplierDocument>('venueSuppliers')
      .findReadOnly({ venueId, supplierId: { $in: supplierIds } }),
  ]);
  const productById = new Map(products.map((product) => [product._id, product]));

  const groups: BasketSupplierGroup[] = [];
  for (const supplier of suppliers.sort((a, b) => a.title.localeCompare(b.title))) {
    const groupLines = lines.flatMap((line) => {
      const product = productById.get(line.productId);
      if (!product || line.supplierId !== supplier._id) return [];
      const priced = { unitPrice: product.OMSPrice, hasVat: product.hasVat, quantity: line.quantity };
      return [
        {
          productId: product.productId,
          sku: product.sku,
          title: product.title,
          size: product.size,
          UoM: product.UoM,
          quantity: line.quantity,
          unitPrice: product.OMSPrice,
          hasVat: product.hasVat,
          lineTotal: lineTotal(priced),
        },
      ];
    });
    if (groupLines.length === 0) continue;
    const productsTotal = linesTotal(groupLines);
    const link = venueSuppliers.find((candidate) => candidate.supplierId === supplier._id);
    const minOrderValue = link?.minOrderValue ?? 0;
    const deliveryFee = link?.deliveryFee ?? 0;
    groups.push({
      supplierId: supplier._id,
      supplierTitle: supplier.title,
      deliveryDays: [...(link?.deliveryDays ?? supplier.deliveryDays)],
      minOrderValue,
      deliveryFee,
      orderCutOffTime: link?.orderCutOffTime ?? supplier.cutOffTime ?? '',
      linesTotal: productsTotal,
      total: orderTotal(groupLines, deliveryFee),
      isBelowMinimum: isBelowMinimum(productsTotal, minOrderValue),
      lines: groupLines,
    });
  }

  const allLines = groups.flatMap((group) => group.lines);
  return {
    venueId,
    groups,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    supplierCount: groups.length,
    productCount: allLines.length,
    itemCount: allLines.reduce((sum, line) => sum + line.quantity, 0),
    isPricesHidden: options.isPricesHidden,
    today: options.today,
    time: options.time,
  };
}
