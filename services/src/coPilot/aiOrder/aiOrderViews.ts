import {
  type AiOrderDetail,
  type AiOrderEditOptions,
  type CoPilotInbox,
  confidencePercent,
  coPilotMessages,
  needsReviewOf,
  type StoredFile,
  type TrackingOverview,
  type VenueAiOrderSummary,
} from '@oms/contracts';
import { type AiOrderDocument, readModels } from '@oms/projections';
import { isFileErased } from '../../platform/files/fileAvailability';
import { signedDownloadPath } from '../../platform/files/signedDownloads';
import type { Platform } from '../../platform/platform';
import { customerList } from '../../supplierPortal/customers/customerViews';
import { captureAddressOf } from '../inbox/captureAddresses';

const INBOX_LIMIT = 500;

/**
 * Whether an undecided order waits for a person: the extractor's doubt until the supplier saved
 * an edit (then only a missing venue or an empty order); an order not read yet always does.
 */
export function needsReviewNow(document: AiOrderDocument): boolean {
  if (document.status !== 'unprocessed') return false;
  if (!document.interpretation) return true;
  if (document.edited) return !document.draft?.venueId || document.draft.lines.length === 0;
  return needsReviewOf(document.interpretation) || !document.draft?.venueId || document.draft.lines.length === 0;
}
const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

/** Spec 03 Tracking Overview; an order approved without edits is a correct order. */
export function trackingOverviewOf(documents: readonly AiOrderDocument[]): TrackingOverview {
  const approved = documents.filter((document) => document.status === 'approved');
  const read = documents.filter((document) => document.interpretation);
  const confidenceSum = read.reduce((sum, document) => sum + (document.interpretation?.confidence ?? 0), 0);
  return {
    total: documents.length,
    approved: approved.length,
    rejected: documents.filter((document) => document.status === 'rejected').length,
    unprocessed: documents.filter((document) => document.status === 'unprocessed').length,
    averageConfidenceScore: read.length === 0 ? null : Math.round((confidenceSum / read.length) * 100),
    correctOrderRate: percentOf(approved.filter((document) => !document.edited).length, approved.length),
  };
}

async function venueTitles(platform: Platform, venueIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(venueIds.filter((id): id is string => Boolean(id)))];
  const venues = await readModels.venues.in(platform.readStore).find({ _id: { $in: ids } });
  return new Map(venues.map((venue) => [venue._id, venue.title]));
}

export async function inboxView(platform: Platform, supplierId: string): Promise<CoPilotInbox> {
  const documents = await readModels.aiOrders
    .in(platform.readStore)
    .find({ supplierId }, { sort: { receivedAt: -1, _id: 1 }, limit: INBOX_LIMIT });
  const titles = await venueTitles(
    platform,
    documents.map((document) => document.venueId),
  );
  return {
    captureAddress: await captureAddressOf(platform, supplierId),
    trackingOverview: trackingOverviewOf(documents),
    orders: documents.map((document) => ({
      aiOrderId: document.aiOrderId,
      subject: document.subject,
      from: document.from,
      fromName: document.fromName,
      sentAt: document.sentAt,
      receivedAt: document.receivedAt,
      preview: document.preview,
      status: document.status,
      interpreted: document.interpretation !== null,
      interpretationFailed: document.interpretationFailed,
      confidence: document.interpretation ? confidencePercent(document.interpretation.confidence) : null,
      needsReview: needsReviewNow(document),
      venueId: document.venueId,
      venueTitle: document.venueId ? (titles.get(document.venueId) ?? null) : null,
    })),
  };
}

/** The orders Co-Pilot read from a venue's e-mails, newest first, with each supplier's decision. */
export async function venueAiOrdersView(platform: Platform, venueId: string): Promise<VenueAiOrderSummary[]> {
  const documents = await readModels.aiOrders
    .in(platform.readStore)
    .find({ venueId }, { sort: { receivedAt: -1, _id: 1 }, limit: INBOX_LIMIT });
  const supplierIds = [...new Set(documents.map((document) => document.supplierId))];
  const suppliers = await readModels.suppliers.in(platform.readStore).find({ _id: { $in: supplierIds } });
  const titles = new Map(suppliers.map((supplier) => [supplier._id, supplier.title]));
  return documents.map((document) => ({
    aiOrderId: document.aiOrderId,
    subject: document.subject,
    sentAt: document.sentAt,
    supplierId: document.supplierId,
    supplierTitle: titles.get(document.supplierId) ?? document.supplierId,
    status: document.status,
    deliveryDate: document.draft?.deliveryDate ?? null,
    lineCount: document.draft?.lines.length ?? 0,
    orderIds: document.orderIds,
    feedback: document.status === 'unprocessed' ? null : document.feedback,
  }));
}

export async function detailView(
  platform: Platform,
  document: AiOrderDocument,
  secret: string,
): Promise<AiOrderDetail> {
  const now = platform.clock();
  // Attachments are whatever the sender attached: offered as downloads, never shown inline.
  const linkOf = async (file: StoredFile) => ({
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    url: signedDownloadPath(secret, file.key, now, { disposition: 'attachment' }),
    erased: await isFileErased(platform.files, file.key),
  });
  const draft = document.draft;
  const productIds = draft?.lines.map((line) => line.productId) ?? [];
  const [products, titles, attachments, original] = await Promise.all([
    readModels.catalogueProducts.in(platform.readStore).find({ _id: { $in: productIds } }),
    venueTitles(platform, [draft?.venueId ?? null]),
    Promise.all(document.attachmentFiles.map(linkOf)),
    linkOf(document.rawFile),
  ]);
  const productById = new Map(products.map((product) => [product._id, product]));
  const lines = (draft?.lines ?? []).map((line) => {
    const product = productById.get(line.productId);
    return {
      productId: line.productId,
      sku: product?.sku ?? '',
      title: product?.title ?? line.productId,
      size: product?.size ?? '',
      unitPrice: product?.OMSPrice ?? 0,
      quantity: line.quantity,
      confidence: line.confidence,
      inPriceFile: Boolean(product && !product.isDeleted && product.supplierId === document.supplierId),
    };
  });
  const interpretation = document.interpretation;
  const notInPriceFile = interpretation?.notInPriceFile ?? [];
  const unmatched = interpretation?.lines.filter((line) => !line.productId).map((line) => line.source) ?? [];
  const warnings: string[] = [];
  if (interpretation && !draft?.venueId) warnings.push(coPilotMessages.venueNotRecognised);
  if (notInPriceFile.length > 0 || unmatched.length > 0) warnings.push(coPilotMessages.notInSupplierPriceFile);
  return {
    aiOrderId: document.aiOrderId,
    supplierId: document.supplierId,
    status: document.status,
    email: {
      subject: document.subject,
      from: document.from,
      fromName: document.fromName,
      to: document.to,
      sentAt: document.sentAt,
      receivedAt: document.receivedAt,
      text: document.text,
      attachments,
      original,
    },
    interpretation,
    interpretationFailed: document.interpretationFailed,
    order: {
      venueId: draft?.venueId ?? null,
      venueTitle: draft?.venueId ? (titles.get(draft.venueId) ?? null) : null,
      deliveryDate: draft?.deliveryDate ?? null,
      notes: draft?.notes ?? '',
      lines,
    },
    notInPriceFile: [...new Set([...notInPriceFile, ...unmatched])],
    warnings,
    confidence: interpretation ? confidencePercent(interpretation.confidence) : null,
    needsReview: needsReviewNow(document),
    reviewReasons: document.status === 'unprocessed' ? reviewReasonsOfDocument(document) : [],
    orderIds: document.orderIds,
    feedback: document.feedback,
    edited: document.edited,
  };
}

/** The edit screen's venue picker (the supplier's customers) and price file. */
export async function editOptionsView(platform: Platform, supplierId: string): Promise<AiOrderEditOptions> {
  const [{ customers }, products] = await Promise.all([
    customerList(platform, supplierId, undefined),
    readModels.catalogueProducts
      .in(platform.readStore)
      .find({ supplierId, isDeleted: { $ne: true } }, { sort: { title: 1, _id: 1 }, limit: 5000 }),
  ]);
  return {
    customers: customers.map((customer) => ({
      venueId: customer.venueId,
      venueTitle: customer.venueTitle,
      priceFile: [customer.priceFile.title, customer.priceFile.secondTitle].filter(Boolean).join(' '),
    })),
    products: products.map((product) => ({
      productId: product._id,
      sku: product.sku,
      title: product.title,
      size: product.size,
      unitPrice: product.OMSPrice,
    })),
  };
}

function reviewReasonsOfDocument(document: AiOrderDocument): string[] {
  if (!document.interpretation) return ['Not read yet.'];
  if (document.edited) {
    const reasons: string[] = [];
    if (!document.draft?.venueId) reasons.push(coPilotMessages.venueNotRecognised);
    if ((document.draft?.lines.length ?? 0) === 0) reasons.push('No line to order.');
    return reasons;
  }
  const reasons = document.interpretation.reviewReasons ?? [];
  if (reasons.length > 0 || !needsReviewNow(document)) return reasons;
  return ['Some lines are unsure.'];
}
