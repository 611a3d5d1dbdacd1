import {
  aiOrderDetailSchema,
  aiOrderEditOptionsSchema,
  aiOrderMessageSchema,
  aiOrderParamsSchema,
  aiOrderReceivedSchema,
  approveAiOrderBodySchema,
  approveConfidentAiOrdersBodySchema,
  approvedConfidentAiOrdersSchema,
  coPilotErrors,
  coPilotInboxSchema,
  coPilotMessages,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  deleteAiOrdersBodySchema,
  editAiOrderBodySchema,
  rejectAiOrderBodySchema,
  supplierParamsSchema,
  venueAiOrderParamsSchema,
  venueAiOrdersSchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { readUpload } from '../platform/files/uploads';
import { supplierOf } from '../supplierPortal/customers/customerViews';
import { approveAiOrder, deleteAiOrders, editAiOrder, findAiOrder, rejectAiOrder } from './aiOrder/aiOrderService';
import { detailView, editOptionsView, inboxView, venueAiOrdersView } from './aiOrder/aiOrderViews';
import { approveConfidentAiOrders } from './aiOrder/approveConfidentAiOrders';
import { coPilotExtractor } from './coPilotExtractor';
import { captureAddressOf } from './inbox/captureAddresses';
import { interpretAiOrder } from './inbox/interpretAiOrder';
import { looksLikeEmail } from './inbox/looksLikeEmail';
import { receiveOrderEmail } from './inbox/receiveOrderEmail';

const tags = ['coPilot'];

/** Spec 03 §7 "AI order capture" (the supplier's Co-Pilot) and spec 02 §7 "AI order review" (the venue's users). */
export const coPilotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const extractor = coPilotExtractor(platform);
  const secret = () => app.platformOptions.sessionSecret;

  /** A venue's users see an AI order only once it is for their venue. */
  async function venueAiOrder(venueId: string, aiOrderId: string) {
    const document = await findAiOrder(platform, aiOrderId);
    if (document.venueId !== venueId) throw domainErrorOf(coPilotErrors.notFound);
    return document;
  }

  app.get(
    '/api/suppliers/:supplierId/co-pilot',
    {
      config: { access: 'supplier' },
      schema: { tags, params: supplierParamsSchema, response: { 200: coPilotInboxSchema } },
    },
    async (request) => {
      await supplierOf(platform, request.params.supplierId);
      return inboxView(platform, request.params.supplierId);
    },
  );

  app.get(
    '/api/suppliers/:supplierId/co-pilot/edit-options',
    {
      config: { access: 'supplier' },
      schema: { tags, params: supplierParamsSchema, response: { 200: aiOrderEditOptionsSchema } },
    },
    async (request) => editOptionsView(platform, request.params.supplierId),
  );

  app.get(
    '/api/suppliers/:supplierId/co-pilot/:aiOrderId',
    {
      config: { access: 'supplier' },
      schema: { tags, params: aiOrderParamsSchema, response: { 200: aiOrderDetailSchema } },
    },
    async (request) => {
      const { supplierId, aiOrderId } = request.params;
      return detailView(platform, await findAiOrder(platform, aiOrderId, supplierId), secret());
    },
  );

  // parseOrder: read an e-mail that has no reading yet (the first failed, or the page asks again).
  app.post(
    '/api/suppliers/:supplierId/co-pilot/:aiOrderId/interpret',
    {
      config: { access: 'supplier' },
      schema: { tags, params: aiOrderParamsSchema, response: { 200: aiOrderDetailSchema } },
    },
    async (request) => {
      const { supplierId, aiOrderId } = request.params;
      await findAiOrder(platform, aiOrderId, supplierId);
      await interpretAiOrder(platform, extractor, aiOrderId, request.commandContext());
      return detailView(platform, await findAiOrder(platform, aiOrderId, supplierId), secret());
    },
  );

  app.put(
    '/api/suppliers/:supplierId/co-pilot/:aiOrderId',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: aiOrderParamsSchema,
        body: editAiOrderBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const { supplierId, aiOrderId } = request.params;
      await findAiOrder(platform, aiOrderId, supplierId);
      await editAiOrder(platform, aiOrderId, request.body, request.commandContext());
      return { message: request.body.approveOrder ? coPilotMessages.approved : coPilotMessages.savedForLater };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/co-pilot/:aiOrderId/approve',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: aiOrderParamsSchema,
        body: approveAiOrderBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const { supplierId, aiOrderId } = request.params;
      await findAiOrder(platform, aiOrderId, supplierId);
      const { feedback, notes } = request.body;
      await approveAiOrder(platform, aiOrderId, { feedback, notes, draft: null }, request.commandContext());
      return { message: coPilotMessages.approved };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/co-pilot/:aiOrderId/reject',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: aiOrderParamsSchema,
        body: rejectAiOrderBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const { supplierId, aiOrderId } = request.params;
      await findAiOrder(platform, aiOrderId, supplierId);
      await rejectAiOrder(platform, aiOrderId, request.body.feedback, request.commandContext());
      return { message: coPilotMessages.rejected };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/co-pilot/approve-confident',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        body: approveConfidentAiOrdersBodySchema,
        response: { 200: approvedConfidentAiOrdersSchema },
      },
    },
    async (request) => {
      const approved = await approveConfidentAiOrders(
        platform,
        request.params.supplierId,
        request.body.aiOrderIds,
        request.commandContext(),
      );
      return { message: coPilotMessages.approvedConfident(approved.length), approved };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/co-pilot/delete',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        body: deleteAiOrdersBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const count = await deleteAiOrders(platform, request.params.supplierId, request.body, request.commandContext());
      return { message: coPilotMessages.deleted(count) };
    },
  );

  // Developers drop an .eml on the page to try Co-Pilot without sending mail: admins only.
  app.post(
    '/api/suppliers/:supplierId/co-pilot/emails',
    {
      config: { access: 'admin' },
      schema: { tags, params: supplierParamsSchema, response: { 201: aiOrderReceivedSchema } },
    },
    async (request, reply) => {
      const { supplierId } = request.params;
      await supplierOf(platform, supplierId);
      const captureAddress = await captureAddressOf(platform, supplierId);
      if (!captureAddress) throw domainErrorOf(coPilotErrors.noCaptureAddress);
      const upload = await readUpload(request, { accept: ['csv'], maxBytes: DEFAULT_UPLOAD_LIMIT_BYTES });
      if (!looksLikeEmail(upload.content)) throw domainErrorOf(coPilotErrors.notAnEmail);
      const { aiOrderId } = await receiveOrderEmail(platform, extractor, {
        raw: upload.content,
        inbox: { supplierId, captureAddress },
        via: 'upload',
        context: request.commandContext(),
      });
      return reply.code(201).send({ message: coPilotMessages.received, aiOrderId });
    },
  );

  app.get(
    '/api/venues/:venueId/ai-orders',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: venueAiOrdersSchema } },
    },
    async (request) => ({ orders: await venueAiOrdersView(platform, request.params.venueId) }),
  );

  app.get(
    '/api/venues/:venueId/ai-orders/:aiOrderId',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueAiOrderParamsSchema, response: { 200: aiOrderDetailSchema } },
    },
    async (request) => {
      const { venueId, aiOrderId } = request.params;
      return detailView(platform, await venueAiOrder(venueId, aiOrderId), secret());
    },
  );

  app.post(
    '/api/venues/:venueId/ai-orders/:aiOrderId/approve',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueAiOrderParamsSchema,
        body: approveAiOrderBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const { venueId, aiOrderId } = request.params;
      await venueAiOrder(venueId, aiOrderId);
      const { feedback, notes } = request.body;
      await approveAiOrder(platform, aiOrderId, { feedback, notes, draft: null }, request.commandContext());
      return { message: coPilotMessages.approved };
    },
  );

  app.post(
    '/api/venues/:venueId/ai-orders/:aiOrderId/reject',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueAiOrderParamsSchema,
        body: rejectAiOrderBodySchema,
        response: { 200: aiOrderMessageSchema },
      },
    },
    async (request) => {
      const { venueId, aiOrderId } = request.params;
      await venueAiOrder(venueId, aiOrderId);
      await rejectAiOrder(platform, aiOrderId, request.body.feedback, request.commandContext());
      return { message: coPilotMessages.rejected };
    },
  );
};
