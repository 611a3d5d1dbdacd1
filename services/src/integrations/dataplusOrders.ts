import {
  addBusinessDays,
  businessDateOf,
  type DataplusIntegrationOrder,
  type DataplusIntegrationOrders,
  integrationErrors,
  type PurchaseOrder,
  type PurchaseOrderParams,
  RECEIPTING_DEFAULT_DAYS,
} from '@oms/contracts';
import {
  type DataplusSendDocument,
  type ReceiptDocument,
  readModels,
  type UploadedInvoiceDocument,
} from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import { purchaseOrderOf, purchaseOrdersOf } from '../receipting/purchaseOrderView';
import { receiptsOfPurchaseOrder } from '../receipting/receiptingService';
import type { DataplusOrderDocument } from './dataplusOrderPdf';

/** Spec 02 §3 "Integration order": a purchase order with its invoices and its dataplus send. */
function integrationOrderOf(
  po: PurchaseOrder,
  receipts: readonly ReceiptDocument[],
  invoices: readonly UploadedInvoiceDocument[],
  send: DataplusSendDocument | undefined,
): DataplusIntegrationOrder {
  return {
    supplierId: po.supplierId,
    supplierTitle: po.supplierTitle,
    poNumber: po.poNumber,
    orderIds: po.orderIds,
    totalSpendOrdered: po.totalSpendOrdered,
    totalSpendReceived: po.totalSpendReceived,
    placedVia: po.placedVia,
    orderedDate: po.orderedDate,
    requiredDeliveryDay: receipts.find((receipt) => receipt.poNumber === po.poNumber)?.deliveryDay ?? po.orderedDate,
    status: po.status,
    invoices: invoices
      .filter((invoice) => invoice.purchaseOrderNumber === po.poNumber && invoice.supplierId === po.supplierId)
      .map((invoice) => ({ invoiceId: invoice.invoiceId, fileName: invoice.fileName })),
    lines: po.lines,
    dataplus: send
      ? {
          status: send.status,
          invoiceNumber: send.order.dataplusInfo.invoiceNumber,
          invoiceDate: send.order.dataplusInfo.invoiceDate,
          failure: send.failure,
        }
      : null,
  };
}

/** The catalogue GLN of each of these products that has one. */
async function glnsOf(platform: Platform, receipts: readonly ReceiptDocument[]): Promise<Record<string, string>> {
  const productIds = [...new Set(receipts.flatMap((receipt) => receipt.lines.map((line) => line.productId)))];
  const products = await readModels.catalogueProducts
    .in(platform.readStore)
    .find({ _id: { $in: productIds } }, { limit: productIds.length || 1 });
  return Object.fromEntries(products.flatMap((product) => (product.GLN ? [[product._id, product.GLN]] : [])));
}

const invoicesOf = (platform: Platform, venueId: string, poNumbers: string[]) =>
  readModels.uploadedInvoices
    .in(platform.readStore)
    .find({ venueId, purchaseOrderNumber: { $in: poNumbers }, deletedAt: null }, { limit: 5000 });

const sendsOf = (platform: Platform, venueId: string, poNumbers: string[]) =>
  readModels.dataplusSends.in(platform.readStore).find({ venueId, poNumber: { $in: poNumbers } }, { limit: 5000 });

/** The dataplus tab: the venue's purchase orders of the receipting range with their dataplus status. */
export async function dataplusOrdersOf(platform: Platform, venueId: string): Promise<DataplusIntegrationOrders> {
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: venueId });
  const today = businessDateOf(platform.clock());
  const receipts = await readModels.receipts
    .in(platform.readStore)
    .find(
      { venueId, orderedDate: { $gte: addBusinessDays(today, -RECEIPTING_DEFAULT_DAYS), $lte: today } },
      { sort: { orderedDate: -1 }, limit: 5000 },
    );
  const poNumbers = [...new Set(receipts.map((receipt) => receipt.poNumber))];
  const invoices = await invoicesOf(platform, venueId, poNumbers);
  const sends = await sendsOf(platform, venueId, poNumbers);
  return {
    enabled: venue?.dataplusIntegration === true,
    orders: purchaseOrdersOf(receipts).map((po) =>
      integrationOrderOf(
        po,
        receipts,
        invoices,
        sends.find((send) => send.poNumber === po.poNumber),
      ),
    ),
    glns: await glnsOf(platform, receipts),
  };
}

/** The Dataplus Order PDF's content for one purchase order; only for a venue with the integration. */
export async function dataplusOrderDocumentOf(
  platform: Platform,
  params: PurchaseOrderParams,
): Promise<DataplusOrderDocument> {
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: params.venueId });
  if (venue?.dataplusIntegration !== true) throw domainErrorOf(integrationErrors.dataplusNotEnabled);
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const po = purchaseOrderOf(receipts);
  const [invoices, sends, glns] = await Promise.all([
    invoicesOf(platform, params.venueId, [po.poNumber]),
    sendsOf(platform, params.venueId, [po.poNumber]),
    glnsOf(platform, receipts),
  ]);
  const order = integrationOrderOf(po, receipts, invoices, sends[0]);
  return {
    venue: {
      venueId: params.venueId,
      title: venue.title,
      address: [venue.addressLine1, venue.addressLine2, venue.addressCity, venue.addressPostCode].filter(
        (line) => line.trim() !== '',
      ),
    },
    order: {
      supplierTitle: order.supplierTitle,
      poNumber: order.poNumber,
      orderedDate: order.orderedDate,
      requiredDeliveryDay: order.requiredDeliveryDay,
      status: order.status,
      totalSpendOrdered: order.totalSpendOrdered,
      totalSpendReceived: order.totalSpendReceived,
      dataplus: order.dataplus,
    },
    lines: po.lines.map((line) => ({
      title: line.title,
      sku: line.sku,
      size: line.size,
      orderedQuantity: line.orderedQuantity,
      quantity: line.receivedQuantity,
      price: line.price,
      spend: line.spend,
      GLN: glns[line.productId] ?? '',
    })),
  };
}
