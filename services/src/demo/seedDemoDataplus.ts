import { addBusinessDays, businessDateOf, type DataplusOrder, dataplusSendWorkflowId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { runDataplusSendCommand } from '../integrations/dataplusService';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { purchaseOrdersOf } from '../receipting/purchaseOrderView';

const venueId = 'ven-harbour-kitchen';
const SENDS = 2;

const venueContext = (at: Date): CommandContext => ({
  ...systemContext(at),
  actorAccountId: 'demo-venue-manager',
  actorRole: 'venueUser',
  channel: 'dashboard',
});

/**
 * Harbour Kitchen (dataplus flag on) with its two latest confirmed orders already sent to the configured
 * receiver, each recorded as its workflow would record it. The commands are run straight, with one
 * wait for the read models before, so the seed does not wait for the projections per command.
 */
export async function seedDemoDataplus(platform: Platform, now: Date) {
  const receiver = platform.dataplus;
  // Demo orders go to the sandbox only, never to a real receiver configured by DATAPLUS_URL.
  if (receiver?.kind !== 'sandbox') return;
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  const venue = await readModels.venues.in(platform.readStore).findOne({ _id: venueId });
  if (venue?.dataplusIntegration !== true) return;
  const today = businessDateOf(now);
  const receipts = await readModels.receipts.in(platform.readStore).find(
    {
      venueId,
      deleted: false,
      orderedDate: { $gte: addBusinessDays(today, -20), $lte: addBusinessDays(today, -2) },
    },
    { sort: { orderedDate: -1 }, limit: 500 },
  );
  const sendable = purchaseOrdersOf(receipts).filter((po) => po.status === 'Confirmed' || po.status === 'Changes');
  const context = venueContext(now);
  for (const [index, po] of sendable.slice(0, SENDS).entries()) {
    const order: DataplusOrder = {
      PONumber: po.poNumber,
      requiredDeliveryDay: receipts.find((receipt) => receipt.poNumber === po.poNumber)?.deliveryDay ?? po.orderedDate,
      orderIds: po.orderIds,
      dataplusInfo: { attachedInvoices: [], invoiceDate: po.orderedDate, invoiceNumber: `HK-INV-${1001 + index}` },
    };
    await runDataplusSendCommand(
      platform,
      venueId,
      po.poNumber,
      {
        type: 'RequestDataplusSend',
        venueId,
        poNumber: po.poNumber,
        supplierId: po.supplierId,
        order,
        enabled: true,
        orderSendable: true,
        today,
        now: now.toISOString(),
      },
      context,
    );
    const idempotencyKey = dataplusSendWorkflowId(venueId, po.poNumber);
    const { receiptId } = await receiver.send({ venueId, order, files: [], idempotencyKey });
    await runDataplusSendCommand(
      platform,
      venueId,
      po.poNumber,
      { type: 'RecordDataplusSent', receiptId, now: now.toISOString() },
      { ...systemContext(now), idempotencyKey: `${idempotencyKey}:demo` },
    );
  }
}
