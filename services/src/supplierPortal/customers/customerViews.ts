import {
  type CustomerList,
  type CustomerView,
  type PriceFile,
  supplierPortalErrors,
  type VenueMatch,
} from '@oms/contracts';
import {
  readModels,
  type SupplierDocument,
  type VenueDocument,
  type VenueSupplierDocument,
  venueSupplierId,
} from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function supplierOf(platform: Platform, supplierId: string): Promise<SupplierDocument> {
  const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: supplierId });
  if (!supplier) throw domainErrorOf(supplierPortalErrors.supplierNotFound);
  return supplier;
}

/** The price files a supplier may give a customer: its own (spec 03 §3 supplierid: title plus secondTitle). */
export function priceFilesOf(supplier: SupplierDocument): PriceFile[] {
  const secondTitle = typeof supplier.secondTitle === 'string' ? supplier.secondTitle : '';
  return [{ supplierId: supplier._id, title: supplier.title, secondTitle }];
}

export function customerViewOf(
  link: VenueSupplierDocument,
  venue: VenueDocument | undefined,
  supplier: SupplierDocument,
): CustomerView {
  const priceFiles = priceFilesOf(supplier);
  const priceFile = priceFiles.find((file) => file.supplierId === link.priceFileSupplierId) ?? priceFiles[0];
  return {
    venueId: link.venueId,
    venueTitle: venue?.title ?? link.venueId,
    logo: null,
    emailOfCustomer: link.customerEmail ?? '',
    accountName: link.accountName ?? venue?.title ?? '',
    accountNumber: link.accountNumber,
    addressLine1: venue?.addressLine1 ?? '',
    addressLine2: venue?.addressLine2 ?? '',
    addressCity: venue?.addressCity ?? '',
    addressPostCode: venue?.addressPostCode ?? '',
    deliveryDays: link.deliveryDays ?? supplier.deliveryDays,
    minimumOrder: link.minOrderValue,
    deliveryFee: link.deliveryFee ?? 0,
    orderCutOffTime: link.orderCutOffTime ?? supplier.cutOffTime,
    priceFile: priceFile ?? { supplierId: supplier._id, title: supplier.title, secondTitle: '' },
    isActive: link.isActive,
  };
}

/**
 * The supplier's customers: its links from the venue streams (the same documents the venue's
 * "Your suppliers" reads) joined with the venues' own title and address, which only the venue keeps.
 */
export async function customerList(
  platform: Platform,
  supplierId: string,
  venueTitle: string | undefined,
): Promise<CustomerList> {
  const supplier = await supplierOf(platform, supplierId);
  const links = await readModels.venueSuppliers.in(platform.readStore).find({ supplierId });
  const term = venueTitle?.trim().toLowerCase();
  const venues = await readModels.venues.in(platform.readStore).find({
    _id: { $in: links.map((link) => link.venueId) },
    ...(term ? { titleKey: { $regex: escapeRegex(term) } } : {}),
  });
  const venueById = new Map(venues.map((venue) => [venue._id, venue]));
  const customers = links
    .filter((link) => venueById.has(link.venueId))
    .map((link) => customerViewOf(link, venueById.get(link.venueId), supplier))
    .sort((a, b) => a.venueTitle.localeCompare(b.venueTitle) || a.venueId.localeCompare(b.venueId));
  const activeCount = links.filter((link) => link.isActive).length;
  return { customers, activeCount, priceFiles: priceFilesOf(supplier) };
}

export async function customerView(platform: Platform, supplierId: string, venueId: string): Promise<CustomerView> {
  const supplier = await supplierOf(platform, supplierId);
  const [link, venue] = await Promise.all([
    readModels.venueSuppliers.in(platform.readStore).findOne({ _id: venueSupplierId(venueId, supplierId) }),
    readModels.venues.in(platform.readStore).findOne({ _id: venueId }),
  ]);
  if (!link) throw domainErrorOf(supplierPortalErrors.notCustomer);
  return customerViewOf(link, venue ?? undefined, supplier);
}

const MATCH_LIMIT = 10;

/** "Exist venues": title and address to pick a venue by, and whether it already is a customer. */
export async function venueMatches(platform: Platform, supplierId: string, venueTitle: string): Promise<VenueMatch[]> {
  const venues = await readModels.venues
    .in(platform.readStore)
    .find(
      { titleKey: { $regex: escapeRegex(venueTitle.trim().toLowerCase()) } },
      { sort: { titleKey: 1, _id: 1 }, limit: MATCH_LIMIT },
    );
  const links = await readModels.venueSuppliers
    .in(platform.readStore)
    .find({ supplierId, venueId: { $in: venues.map((venue) => venue._id) } });
  const customers = new Set(links.map((link) => link.venueId));
  return venues.map((venue) => ({
    venueId: venue._id,
    title: venue.title,
    addressLine1: venue.addressLine1,
    addressLine2: venue.addressLine2,
    addressCity: venue.addressCity,
    addressPostCode: venue.addressPostCode,
    logo: null,
    isCustomer: customers.has(venue._id),
  }));
}
