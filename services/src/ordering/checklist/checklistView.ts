import {
  addBusinessDays,
  businessDateOf,
  type Checklist,
  type ChecklistOrder,
  type ChecklistParams,
  checklistMessages,
  orderingErrors,
} from '@oms/contracts';
import { type OrderDocument, readModels, type SupplierDocument } from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';

/** Spec 01 §9: a Brakes integration hides prices on the checklist. */
const hidesPrices = (supplier: SupplierDocument) => supplier.integrationType === 'Brakes';

function toChecklistOrder(order: OrderDocument, pricesHidden: boolean): ChecklistOrder {
  const decisions = new Map((order.supplierDecision?.lines ?? []).map((line) => [line.productId, line]));
  return {
    orderId: order.orderId,
    poNumber: order.poNumber,
    orderedAt: order.orderedAt,
    orderedDate: order.orderedDate,
    requiredDeliveryDay: order.requiredDeliveryDay || null,
    notes: order.notes,
    approved: order.supplierDecision !== null,
    lines: order.lines.map((line) => {
      const decision = decisions.get(line.productId);
      return {
        productId: line.productId,
        sku: line.sku,
        title: line.title,
        size: line.size,
        UoM: line.UoM,
        quantity: line.quantity,
        unitPrice: pricesHidden ? null : line.unitPrice,
        hasVat: line.hasVat,
        supplierConfirmed: decision ? decision.confirmed : null,
        updatedQuantity: decision ? decision.updatedQuantity : null,
      };
    }),
    deliveryFee: pricesHidden ? null : (order.deliveryFee ?? 0),
  };
}

/** The tag warns suppliers for 30 days after a venue changes its delivery address. */
const addressNoticeDays = 30;

function addressRecentlyUpdated(addressUpdatedAt: string | null, checklistDate: string): boolean {
  if (!addressUpdatedAt) return false;
  const updatedOn = businessDateOf(new Date(addressUpdatedAt));
  return updatedOn <= checklistDate && checklistDate <= addBusinessDays(updatedOn, addressNoticeDays);
}

export async function checklistOrders(platform: Platform, params: ChecklistParams): Promise<OrderDocument[]> {
  const filter: Record<string, unknown> = {
    venueId: params.venueId,
    supplierId: params.supplierId,
    orderedDate: params.date,
    placedManually: false,
  };
  if (params.orderNumber !== 'all') filter.poNumber = params.orderNumber;
  return readModels.orders.in(platform.readStore).find(filter, { sort: { orderedAt: 1 } });
}

export async function checklistView(
  platform: Platform,
  params: ChecklistParams,
  contactEmail: string,
): Promise<Checklist> {
  const [venue, supplier, link] = await Promise.all([
    readModels.venues.in(platform.readStore).findOne({ _id: params.venueId }),
    readModels.suppliers.in(platform.readStore).findOne({ _id: params.supplierId }),
    readModels.venueSuppliers
      .in(platform.readStore)
      .findOne({ venueId: params.venueId, supplierId: params.supplierId }),
  ]);
  if (!venue || !supplier) throw domainErrorOf(orderingErrors.checklistNotFound);
  const pricesHidden = hidesPrices(supplier);
  const orders = (await checklistOrders(platform, params)).map((order) => toChecklistOrder(order, pricesHidden));
  const newOrders = orders.filter((order) => !order.approved);
  const approvedOrders = orders.filter((order) => order.approved);
  const addressUpdatedAt = venue.addressUpdatedAt ?? null;
  return {
    venue: {
      venueId: venue.venueId,
      title: venue.title,
      addressLine1: venue.addressLine1,
      addressLine2: venue.addressLine2,
      addressCity: venue.addressCity,
      addressPostCode: venue.addressPostCode,
    },
    supplier: { supplierId: supplier.supplierId, title: supplier.title, hidesPrices: pricesHidden },
    accountNumber: link?.accountNumber ?? '',
    hasVenueUpdateAddress: addressRecentlyUpdated(addressUpdatedAt, params.date),
    greeting: newOrders.length > 0 ? checklistMessages.greetingNew : checklistMessages.greetingAccepted,
    newOrders,
    approvedOrders,
    locked: newOrders.length === 0,
    contactEmail,
  };
}
