import {
  dataplusIntegrationOrdersSchema,
  dataplusOrderPdfQuerySchema,
  dataplusOrderPdfSchema,
  dataplusSendAnswerSchema,
  productGlnParamsSchema,
  productGlnSchema,
  sandboxDataplusReceiptsSchema,
  sendToDataplusBodySchema,
  setProductGlnBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkflowEngineUnavailableError } from '../platform/engines/workflowEngine';
import { dataplusOrderPdfFileName, dataplusOrderPdfPath } from './dataplusOrderPdf';
import { dataplusOrderDocumentOf, dataplusOrdersOf } from './dataplusOrders';
import { requestDataplusSend, setProductGln } from './dataplusService';

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
    async (request) => dataplusOrdersOf(platform, request.params.venueId),
  );

  app.put(
    `${base}/products/:productId/gln`,
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description: "Edit GLN: sets the product's GLN (numbers only) for a product of a supplier the venue buys from.",
        params: productGlnParamsSchema,
        body: setProductGlnBodySchema,
        response: { 200: productGlnSchema },
      },
    },
    async (request) => {
      const { venueId, productId } = request.params;
      return setProductGln(platform, { venueId, productId, GLN: request.body.GLN }, request.commandContext());
    },
  );

  app.get(
    `${base}/orders/pdf`,
    {
      config: { access: 'venue' },
      schema: {
        tags,
        description: 'The Dataplus Order PDF of one purchase order: a short-lived signed link that opens inline.',
        params: venueParamsSchema,
        querystring: dataplusOrderPdfQuerySchema,
        response: { 200: dataplusOrderPdfSchema },
      },
    },
    async (request) => {
      const document = await dataplusOrderDocumentOf(platform, { venueId: request.params.venueId, ...request.query });
      return {
        url: await dataplusOrderPdfPath(platform, app.platformOptions.sessionSecret, document),
        fileName: dataplusOrderPdfFileName(document.order.poNumber),
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
