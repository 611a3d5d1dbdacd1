import { readModels } from '@oms/projections';
import type { ProductSnapshot } from '../../ordering/basket/commands';
import { effectiveSupplierTerms, productSnapshotOf } from '../../ordering/order/orderLineSnapshot';
import type { Platform } from '../../platform/platform';
import { supplierOf } from '../../supplierPortal/customers/customerViews';
import type { CustomerTerms, SupplierProducts } from './aiOrder';

/** What an AI order decision judges: the supplier's customers with their delivery days, and its products named. */
export async function aiOrderFacts(
  platform: Platform,
  supplierId: string,
  productIds: readonly string[],
): Promise<{ supplierTitle: string; customers: Record<string, CustomerTerms>; products: SupplierProducts }> {
  const supplier = await supplierOf(platform, supplierId);
  const [links, products] = await Promise.all([
    readModels.venueSuppliers.in(platform.readStore).find({ supplierId }),
    readModels.catalogueProducts
      .in(platform.readStore)
      .find({ _id: { $in: [...productIds] }, supplierId, isDeleted: { $ne: true } }),
  ]);
  const customers = Object.fromEntries(
    links.map((link) => {
      const terms = effectiveSupplierTerms(supplier, link);
      return [link.venueId, { title: terms.title, deliveryDays: terms.deliveryDays }];
    }),
  );
  const snapshots: Record<string, ProductSnapshot> = Object.fromEntries(
    products.map((product) => [product._id, productSnapshotOf(product)]),
  );
  return { supplierTitle: supplier.title, customers, products: snapshots };
}
