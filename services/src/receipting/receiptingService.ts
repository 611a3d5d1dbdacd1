import { randomUUID } from 'node:crypto';
import {
  needsSupplierApproval,
  orderStreamId,
  type PurchaseOrderParams,
  receiptingErrors,
  type SaveReceiptBody,
  saveReceiptBodySchema,
} from '@oms/contracts';
import { type ReceiptDocument, readModels } from '@oms/projections';
import { orderLineOf } from '../ordering/order/orderLineSnapshot';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { type ChangeRequestLinks, queueChangeRequestMail } from './changeRequests/changeRequestMail';
import { type ReceiptCommand, receiptDecider } from './receipt/receipt';
import { checkThreeWayMatch } from './threeWayMatch/threeWayMatchCheck';

/** The orders of one purchase order (usually one), as the read model has them; none is a 404. */
export async function receiptsOfPurchaseOrder(platform: Platform, params: PurchaseOrderParams) {
  const receipts = await readModels.receipts
    .in(platform.readStore)
    .find(
      { venueId: params.venueId, supplierId: params.supplierId, poNumber: params.poNumber, deleted: false },
      { sort: { orderedDate: 1 }, limit: 100 },
    );
  if (receipts.length === 0) throw domainErrorOf(receiptingErrors.purchaseOrderNotFound);
  return receipts;
}

/** Runs one command per order of the PO, then waits until the read models hold every event. */
async function onEachOrder(
  platform: Platform,
  receipts: readonly ReceiptDocument[],
  commandOf: (receipt: ReceiptDocument) => ReceiptCommand | null,
  context: CommandContext,
) {
  const recorded = [];
  for (const receipt of receipts) {
    const command = commandOf(receipt);
    if (!command) continue;
    const outcome = await handleCommand(
      platform.eventStore,
      orderStreamId(receipt.orderId),
      receiptDecider,
      command,
      context,
    );
    recorded.push(outcome);
  }
  await platform.runner.waitForEach(recorded.map((outcome) => outcome.position));
  return recorded.flatMap((outcome) => outcome.events);
}

/** Accept & Save (send false) or Save & Send (send true); sending e-mails the supplier its signed link. */
export async function saveReceipt(
  platform: Platform,
  links: ChangeRequestLinks,
  params: PurchaseOrderParams,
  input: SaveReceiptBody,
  context: CommandContext,
) {
  const body = saveReceiptBodySchema.parse(input);
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const orderIds = new Set(receipts.map((receipt) => receipt.orderId));
  if (body.reports.some((report) => !orderIds.has(report.orderId)))
    throw domainErrorOf(receiptingErrors.lineNotOnOrder);
  if (body.send && !body.reports.some((report) => needsSupplierApproval(report.error))) {
    throw domainErrorOf(receiptingErrors.nothingToSend);
  }
  const events = await onEachOrder(
    platform,
    receipts,
    (receipt) => ({
      type: 'ReceiptGoods',
      receiptingStatus: body.send ? 'Sent to supplier' : 'Saved',
      reports: body.reports
        .filter((report) => report.orderId === receipt.orderId)
        .map(({ orderId, ...report }) => ({ ...report, reportId: randomUUID() })),
    }),
    context,
  );
  const sent = events.flatMap((event) =>
    event.type === 'ReceiptingErrorReported' && event.data.lineStatus === 'Sent to supplier' ? [event.data] : [],
  );
  if (sent.length > 0) {
    const positions = await queueChangeRequestMail(platform, links, params, sent, context);
    await platform.runner.waitForEach(positions);
  }
  await checkThreeWayMatch(platform, links, params, context.now);
}

export async function fullAccept(
  platform: Platform,
  links: ChangeRequestLinks,
  params: PurchaseOrderParams,
  context: CommandContext,
) {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  await onEachOrder(
    platform,
    receipts,
    () => ({ type: 'ReceiptGoods', receiptingStatus: 'Full accept', reports: [] }),
    context,
  );
  await checkThreeWayMatch(platform, links, params, context.now);
}

/** "Add product to order": a product of the same supplier, at its price today, on the PO's latest order. */
export async function addProductToPurchaseOrder(
  platform: Platform,
  params: PurchaseOrderParams,
  product: { productId: string; quantity: number },
  context: CommandContext,
) {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const listed = await readModels.catalogueProducts.in(platform.readStore).findOne({ _id: product.productId });
  if (!listed || listed.supplierId !== params.supplierId) throw domainErrorOf(receiptingErrors.productNotFromSupplier);
  const latest = receipts[receipts.length - 1] as ReceiptDocument;
  await onEachOrder(
    platform,
    [latest],
    () => ({ type: 'AddProductToOrder', line: orderLineOf(product.productId, listed, product.quantity) }),
    context,
  );
}

export async function deletePurchaseOrder(platform: Platform, params: PurchaseOrderParams, context: CommandContext) {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  if (receipts.some((receipt) => !receipt.placedManually)) throw domainErrorOf(receiptingErrors.onlyManualOrders);
  await onEachOrder(platform, receipts, () => ({ type: 'DeleteManualOrder' }), context);
}

/** The supplier's answers from the signed link, per order of the PO. */
export async function decideChanges(
  platform: Platform,
  params: PurchaseOrderParams,
  answers: { orderId: string; productId: string; reportId: string; approved: boolean; quantity: number }[],
  context: CommandContext,
) {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const orderIds = new Set(receipts.map((receipt) => receipt.orderId));
  if (answers.some((answer) => !orderIds.has(answer.orderId))) throw domainErrorOf(receiptingErrors.lineNotOnOrder);
  const waiting = receipts.filter((receipt) => receipt.pendingChanges > 0);
  if (waiting.length === 0) throw domainErrorOf(receiptingErrors.alreadyDecided);
  return onEachOrder(
    platform,
    waiting,
    (receipt) => ({ type: 'DecideChanges', answers: answers.filter((answer) => answer.orderId === receipt.orderId) }),
    context,
  );
}

export async function resolveCreditNote(
  platform: Platform,
  venueId: string,
  creditNoteId: string,
  context: CommandContext,
) {
  const note = await readModels.creditNotes.in(platform.readStore).findOne({ _id: creditNoteId, venueId });
  if (!note) throw domainErrorOf(receiptingErrors.creditNoteNotFound);
  const outcome = await handleCommand(
    platform.eventStore,
    orderStreamId(note.orderId),
    receiptDecider,
    { type: 'ResolveCreditNote', productId: note.productId, reportId: note.reportId },
    context,
  );
  await platform.runner.waitForEach([outcome.position]);
}
