import {
  addBusinessDays,
  businessDateOf,
  dataplusIntegrationOrdersSchema,
  dataplusSendAnswerSchema,
  RECEIPTING_DEFAULT_DAYS,
  sandboxDataplusReceiptsSchema,
  sendToDataplusBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkflowEngineUnavailableError } from '../platform/engines/workflowEngine';
import { purchaseOrdersOf } from '../receipting/purchaseOrderView';
import { requestDataplusSend } from './dataplusService';

const tags = ['integrations'];

/** Spec 02 §2.6: the dataplus tab's orders and Send file; the sandbox receiver's page for admins. */
export const dataplusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const base = '/api/venues/:venueId/integrations/dataplus';

  app.get(
    `${base}/orders`,
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description: "The venue's purchase orders of the last weeks with their dataplus status.",
        params: venueParamsSchema,
        response: { 200: dataplusIntegrationOrdersSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const venue = await readModels.venues.in(platform.readStore).findOne({ _id: venueId });
      const today = businessDateOf(platform.clock());
      const receipts = await readModels.receipts
        .in(platform.readStore)
        .find(
          { venueId, orderedDate: { $gte: addBusinessDays(today, -RECEIPTING_DEFAULT_DAYS), $lte: today } },
          { sort: { orderedDate: -1 }, limit: 5000 },
        );
      const poNumbers = [...new Set(receipts.map((receipt) => receipt.poNumber))];
      const invoices = await readModels.uploadedInvoices
        .in(platform.readStore)
        .find({ venueId, purchaseOrderNumber: { $in: poNumbers }, deletedAt: null }, { limit: 5000 });
      const sends = await readModels.dataplusSends
        .in(platform.readStore)
        .find({ venueId, poNumber: { $in: poNumbers } }, { limit: 5000 });
      return {
        enabled: venue?.dataplusIntegration === true,
        orders: purchaseOrdersOf(receipts).map((po) => {
          const send = sends.find((candidate) => candidate.poNumber === po.poNumber);
          return {
            supplierId: po.supplierId,
            supplierTitle: po.supplierTitle,
            poNumber: po.poNumber,
            orderIds: po.orderIds,
            totalSpendOrdered: po.totalSpendOrdered,
            totalSpendReceived: po.totalSpendReceived,
            placedVia: po.placedVia,
            orderedDate: po.orderedDate,
            requiredDeliveryDay:
              receipts.find((receipt) => receipt.poNumber === po.poNumber)?.deliveryDay ?? po.orderedDate,
            status: po.status,
            invoices: invoices
              .filter((invoice) => invoice.purchaseOrderNumber === po.poNumber && invoice.supplierId === po.supplierId)
              .map((invoice) => ({ invoiceId: invoice.invoiceId, fileName: invoice.fileName })),
            dataplus: send
              ? {
                  status: send.status,
                  invoiceNumber: send.order.dataplusInfo.invoiceNumber,
                  invoiceDate: send.order.dataplusInfo.invoiceDate,
                  failure: send.failure,
                }
              : null,
          };
        }),
      };
    },
  );

  // Not in the idempotency registry: a second send of the PO is refused by the decider, and a key is honoured.
  app.post(
    `${base}/sends`,
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags,
        description: 'Send file: records the send of the PO; the dataplus-send-<venueId>-<PO> workflow sends it.',
        params: venueParamsSchema,
        body: sendToDataplusBodySchema,
        response: { 200: dataplusSendAnswerSchema },
      },
    },
    async (request) => {
      const engine = platform.workflows;
      if (!engine) throw new WorkflowEngineUnavailableError('no Temporal server is configured');
      if (engine.unavailableReason) throw new WorkflowEngineUnavailableError(engine.unavailableReason);
      const { venueId } = request.params;
      const { supplierId, poNumber, ...input } = request.body;
      await requestDataplusSend(platform, { venueId, supplierId, poNumber }, input, request.commandContext());
      return { poNumber, status: 'requested' as const };
    },
  );

  app.get(
    '/api/admin/integrations/dataplus/sandbox',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Every order the sandbox dataplus receiver stored (empty with the HTTP adapter).',
        response: { 200: sandboxDataplusReceiptsSchema },
      },
    },
    async () => {
      const receiver = platform.dataplus;
      if (!receiver || !('receipts' in receiver) || typeof receiver.receipts !== 'function') return { receipts: [] };
      return { receipts: receiver.receipts() };
    },
  );
};
