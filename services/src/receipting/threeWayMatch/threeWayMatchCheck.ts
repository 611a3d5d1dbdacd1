import { randomUUID } from 'node:crypto';
import {
  creditToRequest,
  defaultMatchTolerance,
  invoiceDifferenceProductId,
  type MatchTolerance,
  orderStreamId,
  type PurchaseOrderParams,
  type ReceiptingErrorReported,
  receivedAtAgreedPricesOf,
  threeWayMatchOf,
} from '@oms/contracts';
import { type ReceiptDocument, readModels, type UploadedInvoiceDocument } from '@oms/projections';
import { type CommandContext, systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { type ChangeRequestLinks, queueChangeRequestMail } from '../changeRequests/changeRequestMail';
import { receiptDecider } from '../receipt/receipt';

/** The PO's invoice: the newest one uploaded or attached for its supplier and PO number. */
export async function invoiceOfPurchaseOrder(platform: Platform, params: PurchaseOrderParams) {
  const [invoice] = await readModels.uploadedInvoices
    .in(platform.readStore)
    .find(
      { venueId: params.venueId, supplierId: params.supplierId, purchaseOrderNumber: params.poNumber, deletedAt: null },
      { sort: { uploadedAt: -1 }, limit: 1 },
    );
  return invoice ?? null;
}

/** The venue's tolerance, or the default: the larger of 2 % and £1. */
export async function matchToleranceOf(platform: Platform, venueId: string): Promise<MatchTolerance> {
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: venueId });
  return venue?.matchTolerance ?? defaultMatchTolerance;
}

/**
 * What the match compares: ordered and received from the receipts (received at the agreed prices,
 * so prices above them count as much as quantities not delivered), invoiced from the invoice; null
 * until all three exist.
 */
export function matchOf(
  receipts: readonly ReceiptDocument[],
  invoice: UploadedInvoiceDocument | null,
  tolerance: MatchTolerance = defaultMatchTolerance,
) {
  const receipted = receipts.some((receipt) => receipt.receiptingStatus !== null);
  if (!receipted || !invoice || invoice.totalPence === null) return null;
  return threeWayMatchOf(
    {
      orderedPence: receipts.reduce((sum, receipt) => sum + receipt.totalSpendOrdered, 0),
      receivedPence: receipts.reduce((sum, receipt) => sum + receivedAtAgreedPricesOf(receipt.lines), 0),
      invoicedPence: invoice.totalPence,
    },
    tolerance,
  );
}

/**
 * Once a PO has its order, its receipt and an invoice with a total, compares them; an invoice
 * above what was received at the agreed prices, beyond the venue's tolerance, becomes a credit
 * request to the supplier
 * (channel 'three-way match'), e-mailed with the signed link like any change. Once per invoice.
 */
export async function checkThreeWayMatch(
  platform: Platform,
  links: ChangeRequestLinks,
  params: PurchaseOrderParams,
  now: Date,
): Promise<void> {
  const receipts = await readModels.receipts
    .in(platform.readStore)
    .find({ ...params, deleted: false }, { sort: { orderedDate: 1 }, limit: 100 });
  const invoice = await invoiceOfPurchaseOrder(platform, params);
  const match = matchOf(receipts, invoice, await matchToleranceOf(platform, params.venueId));
  const first = receipts[0];
  if (!match || match.status === 'matched' || !invoice || !first) return;
  if (receipts.some((receipt) => receipt.mismatchInvoiceIds.includes(invoice.invoiceId))) return;
  const creditPence = creditToRequest(match);
  if (creditPence <= 0) return;
  const context: CommandContext = { ...systemContext(now), channel: 'three-way match' };
  const outcome = await handleCommand(
    platform.eventStore,
    orderStreamId(first.orderId),
    receiptDecider,
    {
      type: 'RaiseInvoiceMismatch',
      reportId: randomUUID(),
      invoiceId: invoice.invoiceId,
      orderedPence: match.orderedPence,
      receivedPence: match.receivedPence,
      invoicedPence: match.invoicedPence,
      tolerancePence: match.status === 'mismatch' ? match.tolerancePence : 0,
      creditPence,
    },
    context,
  );
  if (outcome.events.length === 0) return;
  await platform.runner.waitForEach([outcome.position]);
  const raised = await readModels.receipts.in(platform.readStore).findOne({ _id: first.orderId });
  const line = raised?.lines.find((candidate) => candidate.productId === invoiceDifferenceProductId(invoice.invoiceId));
  if (!line?.report) return;
  const report: ReceiptingErrorReported = {
    ...params,
    orderId: first.orderId,
    productId: line.productId,
    reportId: line.report.reportId,
    error: line.report.error,
    notes: line.report.notes,
    previous: line.report.previous,
    updated: line.report.updated,
    weight: null,
    lineStatus: 'Sent to supplier',
  };
  const positions = await queueChangeRequestMail(platform, links, params, [report], context);
  await platform.runner.waitForEach(positions);
}
