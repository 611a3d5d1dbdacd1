import type { ReadStore } from '@oms/projections';
import { readModels } from '@oms/projections';
import type { ListedProduct } from './productMatching';
import type { CustomerVenue, SenderAccount } from './venueRecognition';

/** What the extractor knows of one supplier: its customers, the accounts that hold them, its price file. */
export interface SupplierContext {
  supplierId: string;
  customers: CustomerVenue[];
  accounts: SenderAccount[];
  products: ListedProduct[];
}

/**
 * Reads a supplier's context from the read models: its customers are the venues linked to it,
 * active, with the price file open; its products those not deleted; the accounts those holding
 * any of its customers.
 */
export const loadSupplierContext = async (readStore: ReadStore, supplierId: string): Promise<SupplierContext> => {
  const links = (await readModels.venueSuppliers.in(readStore).find({ supplierId })).filter(
    (link) => link.isActive && link.isCatalogueAccessible,
  );
  const venueIds = links.map((link) => link.venueId);
  const venues = await readModels.venues.in(readStore).find({ _id: { $in: venueIds } });
  const customers: CustomerVenue[] = venues.map((venue) => {
    const link = links.find((candidate) => candidate.venueId === venue._id);
    return {
      venueId: venue._id,
      title: venue.title,
      code: venue.code,
      addressLine1: venue.addressLine1,
      addressCity: venue.addressCity,
      addressPostCode: venue.addressPostCode,
      accountNumber: link?.accountNumber,
    };
  });
  const accounts = (await readModels.accounts.in(readStore).find({ venueIds: { $in: venueIds } })).map((account) => ({
    email: account.email,
    secondaryEmails: account.secondaryEmails ?? [],
    venueIds: account.venueIds,
  }));
  const products = (await readModels.catalogueProducts.in(readStore).find({ supplierId }))
    .filter((product) => !product.isDeleted)
    .map((product) => ({
      productId: product.productId,
      sku: product.sku,
      title: product.title,
      size: product.size ?? '',
    }));
  return { supplierId, customers, accounts, products };
};
