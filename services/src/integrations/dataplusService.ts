import {
  businessDateOf,
  type DataplusSendResult,
  dataplusMessages,
  dataplusSendStreamId,
  integrationErrors,
  type PurchaseOrderParams,
  productStreamId,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { productDecider } from '../catalogue/product/product';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { purchaseOrderOf } from '../receipting/purchaseOrderView';
import { receiptsOfPurchaseOrder } from '../receipting/receiptingService';
import type { BillFile } from './accounting/accountingService';
import { DataplusRejection } from './dataplus/dataplusReceiver';
import { type DataplusSendCommand, dataplusSendDecider } from './dataplusSend/dataplusSend';

export const runDataplusSendCommand = (
  platform: Platform,
  venueId: string,
  poNumber: string,
  command: DataplusSendCommand,
  context: CommandContext,
) => handleCommand(platform.eventStore, dataplusSendStreamId(venueId, poNumber), dataplusSendDecider, command, context);

/** Send file (spec 02 §2.6): records the send of the PO with its invoice number and date; the workflow sends it. */
export async function requestDataplusSend(
  platform: Platform,
  params: PurchaseOrderParams,
  input: { invoiceNumber: string; invoiceDate: string; attachedInvoices: string[] },
  context: CommandContext,
) {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const po = purchaseOrderOf(receipts);
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: params.venueId });
  const outcome = await runDataplusSendCommand(
    platform,
    params.venueId,
    po.poNumber,
    {
      type: 'RequestDataplusSend',
      venueId: params.venueId,
      poNumber: po.poNumber,
      supplierId: po.supplierId,
      order: {
        PONumber: po.poNumber,
        requiredDeliveryDay: receipts[0]?.deliveryDay ?? po.orderedDate,
        orderIds: po.orderIds,
        dataplusInfo: input,
      },
      enabled: venue?.dataplusIntegration === true,
      orderSendable: po.status === 'Confirmed' || po.status === 'Changes',
      today: businessDateOf(context.now),
      now: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

async function invoiceFiles(platform: Platform, venueId: string, invoiceIds: readonly string[]): Promise<BillFile[]> {
  const files: BillFile[] = [];
  for (const invoiceId of invoiceIds) {
    const invoice = await readModels.uploadedInvoices.in(platform.readStore).findOne({ invoiceId, venueId });
    if (!invoice || invoice.deletedAt !== null) continue;
    const stored = await platform.files.get(invoice.fileKey);
    if (!stored) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    files.push({ name: invoice.fileName, contentType: invoice.contentType, content: Buffer.concat(chunks) });
  }
  return files;
}

/**
 * The send workflow's call to the receiver, keyed by the workflow id. A refusal of the order comes
 * back as 'rejected'; an outage throws, and the workflow retries with backoff.
 */
export async function sendDataplusOrder(
  platform: Platform,
  input: { venueId: string; poNumber: string; idempotencyKey: string },
): Promise<DataplusSendResult> {
  const requested = await readModels.dataplusSends
    .in(platform.readStore)
    .findOne({ venueId: input.venueId, poNumber: input.poNumber });
  if (!requested) return { outcome: 'rejected', message: dataplusMessages.tryAgain };
  if (requested.status === 'sent' && requested.receiptId) return { outcome: 'sent', receiptId: requested.receiptId };
  if (!platform.dataplus) throw new Error('no dataplus receiver configured');
  try {
    const { receiptId } = await platform.dataplus.send({
      venueId: input.venueId,
      order: requested.order,
      files: await invoiceFiles(platform, input.venueId, requested.order.dataplusInfo.attachedInvoices),
      idempotencyKey: input.idempotencyKey,
    });
    return { outcome: 'sent', receiptId };
  } catch (error) {
    if (error instanceof DataplusRejection) return { outcome: 'rejected', message: error.message };
    throw error;
  }
}

/** Records what the send came to, once, however often the workflow reports it. */
export async function recordDataplusOutcome(
  platform: Platform,
  input: { venueId: string; poNumber: string; result: DataplusSendResult; idempotencyKey: string },
) {
  const context = { ...systemContext(platform.clock()), idempotencyKey: input.idempotencyKey };
  const now = context.now.toISOString();
  const command: DataplusSendCommand =
    input.result.outcome === 'sent'
      ? { type: 'RecordDataplusSent', receiptId: input.result.receiptId, now }
      : { type: 'RecordDataplusSendFailed', message: input.result.message || dataplusMessages.tryAgain, now };
  const outcome = await runDataplusSendCommand(platform, input.venueId, input.poNumber, command, context);
  await platform.runner.waitFor(outcome.position);
}

/**
 * Edit GLN (spec 02 §2.6, §7 "Update a product's GLN"): a venue with the integration corrects the
 * GLN of a product it buys; the catalogue and every later dataplus document show it.
 */
export async function setProductGln(
  platform: Platform,
  input: { venueId: string; productId: string; GLN: string },
  context: CommandContext,
) {
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: input.venueId });
  if (venue?.dataplusIntegration !== true) throw domainErrorOf(integrationErrors.dataplusNotEnabled);
  const links = await readModels.venueSuppliers
    .in(platform.readStore)
    .find({ venueId: input.venueId }, { limit: 5000 });
  const outcome = await handleCommand(
    platform.eventStore,
    productStreamId(input.productId),
    productDecider,
    {
      type: 'SetProductGln',
      GLN: input.GLN,
      venueId: input.venueId,
      venueSupplierIds: links.map((link) => link.supplierId),
      now: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return { productId: input.productId, GLN: input.GLN.trim() };
}
