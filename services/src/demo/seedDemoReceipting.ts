import {
  addBusinessDays,
  businessDateOf,
  creditNoteIdOf,
  invoiceUploadItemSchema,
  isWeighedUoM,
  type ReceiptingEvent,
} from '@oms/contracts';
import { type ReceiptDocument, readModels } from '@oms/projections';
import { uploadInvoices } from '../invoices/uploads/venueInvoicesService';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { isEventOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';
import type { ChangeRequestLinks } from '../receipting/changeRequests/changeRequestMail';
import { decideChanges, fullAccept, resolveCreditNote, saveReceipt } from '../receipting/receiptingService';
import { checkThreeWayMatch } from '../receipting/threeWayMatch/threeWayMatchCheck';
import { notAfter } from './notAfter';
import { demoInvoiceUploader, invoicePdf } from './seedDemoInvoiceUploads';

const HOUR_MS = 60 * 60 * 1000;
const venueId = 'ven-crown-anchor';

/**
 * How the n-th purchase order of the month is receipted, out of 20: 0–9 accepted in full, 10–12
 * saved with a weighed or invoice-adjusted line, 13–16 changes the supplier approves (13–14 then
 * resolved), 17 one it rejects, 18–19 waiting. Dealt by position, not by chance, so the first seven
 * orders of any month already show every state; the same orders give the same month on every start.
 */
const dealt = [0, 10, 13, 15, 17, 18, 1, 11, 14, 16, 19, 2, 12, 3, 4, 5, 6, 7, 8, 9];
const bucketAt = (position: number) => dealt[position % dealt.length] as number;

const venueContext = (at: Date): CommandContext => ({
  ...systemContext(at),
  actorAccountId: 'demo-venue-manager',
  actorRole: 'venueUser',
  channel: 'dashboard',
});

const poOf = (receipt: ReceiptDocument) => ({ venueId, supplierId: receipt.supplierId, poNumber: receipt.poNumber });

/**
 * A short delivery of the first line the supplier agreed to send: half of it damaged. A line the
 * supplier rejected (agreed 0) has nothing to receive, so it is never the one reported.
 */
function damagedReport(receipt: ReceiptDocument) {
  const line = receipt.lines.find((candidate) => candidate.agreed.quantity > 0);
  if (!line) return null;
  return {
    orderId: receipt.orderId,
    productId: line.productId,
    error: 'Damaged' as const,
    notes: 'Packaging split on delivery',
    quantity: Math.floor(line.agreed.quantity / 2),
    price: line.agreed.price,
    sku: '',
    size: '',
    title: '',
    weight: null,
  };
}

/** The credit note a supplier's decision opened, if its approval owes the venue money. */
const isReceiptingEvent = isEventOf<ReceiptingEvent>();

function creditNoteOf(events: readonly { type: string; data: unknown }[]): string | null {
  for (const event of events) {
    if (!isReceiptingEvent(event, 'ReceiptingChangeDecided')) continue;
    const decided = event.data;
    if (decided.approved && decided.creditPence > 0) return creditNoteIdOf(decided);
  }
  return null;
}

/**
 * A month of receipts for The Crown & Anchor: most accepted in full, some saved with weighed
 * lines, changes the supplier approved (credit notes, some resolved) or rejected, and a few
 * change requests still waiting, their signed links in the suppliers' mail.
 */
export async function seedDemoReceipting(platform: Platform, links: ChangeRequestLinks, now: Date) {
  const today = businessDateOf(now);
  const receipts = await readModels.receipts
    .in(platform.readStore)
    .find(
      { venueId, orderedDate: { $gte: addBusinessDays(today, -30), $lte: addBusinessDays(today, -2) } },
      { sort: { orderedDate: 1 } },
    );
  const seen = new Set<string>();
  let weighedShown = false;
  for (const receipt of receipts) {
    if (receipt.supplierStatus === 'received' || receipt.deleted) continue;
    const po = poOf(receipt);
    const key = `${po.supplierId}\n${po.poNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = notAfter(new Date(Date.parse(`${receipt.orderedDate}T09:00:00Z`) + 30 * HOUR_MS), now);
    const dealtBucket = bucketAt(seen.size - 1);
    const report = damagedReport(receipt);
    const weighedLine = receipt.lines.find((line) => isWeighedUoM(line.UoM) && line.agreed.quantity > 0);
    // The month shows a weighed line whenever an order has one: the first such order is weighed.
    const bucket = dealtBucket < 10 && weighedLine && !weighedShown ? 10 : dealtBucket;
    if (bucket >= 10 && bucket < 13 && weighedLine) weighedShown = true;
    if (bucket < 10 || !report) {
      await fullAccept(platform, links, po, venueContext(at));
    } else if (bucket < 13) {
      const weighed = weighedLine;
      const reports = weighed
        ? [
            {
              ...report,
              productId: weighed.productId,
              error: 'Weighted item' as const,
              notes: '',
              quantity: weighed.agreed.quantity,
              weight: Math.max(0.5, weighed.agreed.quantity * 0.95),
            },
          ]
        : [
            {
              ...report,
              error: 'Supplier / Invoice adjustment' as const,
              notes: 'Invoice shows a lower price',
              quantity: receipt.lines.find((line) => line.productId === report.productId)?.agreed.quantity ?? 0,
              price: Math.round(report.price * 0.9),
            },
          ];
      await saveReceipt(platform, links, po, { send: false, reports }, venueContext(at));
    } else if (bucket < 18) {
      await saveReceipt(platform, links, po, { send: true, reports: [report] }, venueContext(at));
      const sent = await readModels.receipts.in(platform.readStore).findOne({ _id: receipt.orderId });
      const waiting = sent?.lines.find(
        (line) => line.report?.supplierApproved === null && line.report.lineStatus === 'Sent to supplier',
      );
      if (!sent || !waiting?.report) continue;
      const approved = bucket !== 17;
      const answeredAt = notAfter(new Date(at.getTime() + 20 * HOUR_MS), now);
      const decided = await decideChanges(
        platform,
        po,
        [
          {
            orderId: sent.orderId,
            productId: waiting.productId,
            reportId: waiting.report.reportId,
            approved,
            quantity: report.quantity,
          },
        ],
        { ...systemContext(answeredAt), channel: 'supplier link' },
      );
      if (approved && bucket < 15) {
        // The note's id comes from the decided change, and only a change that owes money makes one.
        const creditNoteId = creditNoteOf(decided);
        const note = creditNoteId
          ? await readModels.creditNotes.in(platform.readStore).findOne({ _id: creditNoteId, venueId })
          : null;
        if (note)
          await resolveCreditNote(
            platform,
            venueId,
            note._id,
            venueContext(notAfter(new Date(answeredAt.getTime() + 48 * HOUR_MS), now)),
          );
      }
    } else {
      await saveReceipt(platform, links, po, { send: true, reports: [report] }, venueContext(at));
    }
  }
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  await seedThreeWayMatches(platform, links, now);
  return seen.size;
}

/** Two accepted POs get their supplier's PDF invoice (total read from its text): one matches, one asks 10 % more. */
async function seedThreeWayMatches(platform: Platform, links: ChangeRequestLinks, now: Date) {
  const accepted = (
    await readModels.receipts
      .in(platform.readStore)
      .find(
        { venueId, receiptingStatus: 'Full accept', supplierStatus: 'confirmed' },
        { sort: { orderedDate: -1 }, limit: 20 },
      )
  )
    .filter((receipt) => receipt.totalSpendReceived > 0)
    .slice(0, 2);
  for (const [index, receipt] of accepted.entries()) {
    const totalPence = index === 0 ? Math.round(receipt.totalSpendReceived * 1.1) : receipt.totalSpendReceived;
    const invoice = {
      supplierId: receipt.supplierId,
      supplierTitle: receipt.supplierTitle,
      number: `INV-${receipt.poNumber}`,
      purchaseOrderNumber: receipt.poNumber,
      comment: '',
      totalPence,
    };
    const uploadedAt = new Date(now.getTime() - HOUR_MS);
    await uploadInvoices(
      platform,
      {
        venueId,
        files: [
          {
            fileName: `${invoice.number}.pdf`,
            kind: 'pdf',
            contentType: 'application/pdf',
            content: await invoicePdf(invoice, uploadedAt),
          },
        ],
        items: [
          invoiceUploadItemSchema.parse({
            supplierId: receipt.supplierId,
            purchaseOrderNumber: receipt.poNumber,
            totalPence: null,
          }),
        ],
        uploader: demoInvoiceUploader,
      },
      venueContext(uploadedAt),
    );
    await checkThreeWayMatch(platform, links, poOf(receipt), uploadedAt);
  }
}
