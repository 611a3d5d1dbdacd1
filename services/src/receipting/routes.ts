import {
  addBusinessDays,
  addProductBodySchema,
  businessDateOf,
  type CreditNote,
  creditNoteParamsSchema,
  creditNotesQuerySchema,
  creditNotesSchema,
  matchToleranceSchema,
  purchaseOrderParamsSchema,
  purchaseOrdersSchema,
  RECEIPTING_DEFAULT_DAYS,
  type ReceiptingHistoryRow,
  receiptingErrors,
  receiptingHistoryQuerySchema,
  receiptingHistorySchema,
  receiptingRangeSchema,
  saveReceiptBodySchema,
  venueParamsSchema,
  venueStreamId,
} from '@oms/contracts';
import { type CreditNoteDocument, type ReceiptingHistoryDocument, readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { containsPattern } from '../platform/containsPattern';
import { venueDecider } from '../venues/venue/venue';
import { changeRequestRoutes } from './changeRequests/changeRequestRoutes';
import { purchaseOrdersOf } from './purchaseOrderView';
import { receiptWithinPlan } from './receiptingAllowance';
import {
  addProductToPurchaseOrder,
  deletePurchaseOrder,
  fullAccept,
  receiptsOfPurchaseOrder,
  resolveCreditNote,
  saveReceipt,
} from './receiptingService';
import { matchToleranceOf } from './threeWayMatch/threeWayMatchCheck';

const okSchema = z.object({ message: z.string() });

/** A history document as the API answers it, with the supplier's title it is read beside. */
const historyRowOf = (
  { _id, _position, position: _order, venueId: _venue, supplierId: _supplier, ...row }: ReceiptingHistoryDocument,
  supplierTitle: string,
): ReceiptingHistoryRow => ({ ...row, id: _id, supplierTitle });

const creditNoteOf = ({ _id, _position, venueId, decidedAt, ...note }: CreditNoteDocument): CreditNote => note;

function creditNotesFilter(venueId: string, query: { resolved: 'true' | 'false'; po?: string | undefined }) {
  const po = query.po?.trim();
  // Spec 02 §2.7's PO search finds a part of a PO number in any case ("89f" finds 89F222A1).
  return { venueId, resolved: query.resolved === 'true', ...(po ? { poNumber: containsPattern(po) } : {}) };
}

export const receiptingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  await app.register(changeRequestRoutes);
  const links = () => ({
    secret: app.platformOptions.sessionSecret,
    publicUrl: app.platformOptions.publicUrl ?? 'http://localhost:3000',
  });

  app.get(
    '/api/venues/:venueId/receipting/orders',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: venueParamsSchema,
        querystring: receiptingRangeSchema,
        response: { 200: purchaseOrdersSchema },
      },
    },
    async (request) => {
      // Reading is not receipting: the plan counts POs receipted (receiptWithinPlan) and the screen shows the upgrade prompt.
      const { venueId } = request.params;
      const today = businessDateOf(platform.clock());
      const end = request.query.end ?? today;
      const start = request.query.start ?? addBusinessDays(end, -RECEIPTING_DEFAULT_DAYS);
      if (start > end) throw domainErrorOf(receiptingErrors.rangeReversed);
      const receipts = await readModels.receipts
        .in(platform.readStore)
        .find({ venueId, orderedDate: { $gte: start, $lte: end } }, { sort: { orderedDate: -1 }, limit: 5000 });
      const poNumbers = [...new Set(receipts.map((receipt) => receipt.poNumber))];
      const invoices = await readModels.uploadedInvoices
        .in(platform.readStore)
        .find({ venueId, purchaseOrderNumber: { $in: poNumbers }, deletedAt: null }, { limit: 5000 });
      const tolerance = await matchToleranceOf(platform, venueId);
      return { start, end, purchaseOrders: purchaseOrdersOf(receipts, invoices, tolerance), tolerance };
    },
  );

  const poRoute = '/api/venues/:venueId/receipting/:supplierId/:poNumber';

  app.post(
    `${poRoute}/receipt`,
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: purchaseOrderParamsSchema,
        body: saveReceiptBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const context = request.commandContext();
      await receiptWithinPlan(platform, request.params, context, () =>
        saveReceipt(platform, links(), request.params, request.body, context),
      );
      return { message: request.body.send ? 'Changes sent to supplier' : 'Receipt saved' };
    },
  );

  app.post(
    `${poRoute}/full-accept`,
    {
      config: { access: 'venue' },
      schema: { tags: ['receipting'], params: purchaseOrderParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const context = request.commandContext();
      await receiptWithinPlan(platform, request.params, context, () =>
        fullAccept(platform, links(), request.params, context),
      );
      return { message: 'Order accepted in full' };
    },
  );

  app.post(
    `${poRoute}/products`,
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: purchaseOrderParamsSchema,
        body: addProductBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await addProductToPurchaseOrder(platform, request.params, request.body, request.commandContext());
      return { message: 'Product added to order' };
    },
  );

  app.delete(
    poRoute,
    {
      config: { access: 'venue' },
      schema: { tags: ['receipting'], params: purchaseOrderParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deletePurchaseOrder(platform, request.params, request.commandContext());
      return { message: 'Order deleted' };
    },
  );

  app.get(
    `${poRoute}/history`,
    {
      config: { access: 'venue' },
      schema: { tags: ['receipting'], params: purchaseOrderParamsSchema, response: { 200: receiptingHistorySchema } },
    },
    async (request) => {
      const { venueId, supplierId, poNumber } = request.params;
      const receipts = await receiptsOfPurchaseOrder(platform, request.params);
      const rows = await readModels.receiptingHistory
        .in(platform.readStore)
        .find({ venueId, supplierId, poNumber }, { sort: { position: -1 }, limit: 500 });
      const supplierTitle = receipts[0]?.supplierTitle ?? '';
      return {
        rows: rows.map((row) => historyRowOf(row, supplierTitle)),
        total: rows.length,
        page: 1,
        limit: rows.length,
      };
    },
  );

  app.get(
    '/api/venues/:venueId/receipting/history',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: venueParamsSchema,
        querystring: receiptingHistoryQuerySchema,
        response: { 200: receiptingHistorySchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const { page, limit } = request.query;
      const history = readModels.receiptingHistory.in(platform.readStore);
      const [rows, total] = await Promise.all([
        history.find({ venueId }, { sort: { position: -1 }, skip: (page - 1) * limit, limit }),
        history.countDocuments({ venueId }),
      ]);
      const suppliers = await readModels.receipts
        .in(platform.readStore)
        .find({ _id: { $in: [...new Set(rows.map((row) => row.orderId))] } }, { limit: rows.length || 1 });
      const titles = new Map(suppliers.map((receipt) => [receipt.orderId, receipt.supplierTitle]));
      return {
        rows: rows.map((row) => historyRowOf(row, titles.get(row.orderId) ?? '')),
        total,
        page,
        limit,
      };
    },
  );

  app.put(
    '/api/venues/:venueId/receipting/match-tolerance',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: venueParamsSchema,
        body: matchToleranceSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const outcome = await handleCommand(
        platform.eventStore,
        venueStreamId(venueId),
        venueDecider,
        { type: 'SetMatchTolerance', tolerance: request.body },
        request.commandContext(),
      );
      await platform.runner.waitForEach([outcome.position]);
      return { message: 'Match tolerance saved' };
    },
  );

  app.get(
    '/api/venues/:venueId/credit-notes',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['receipting'],
        params: venueParamsSchema,
        querystring: creditNotesQuerySchema,
        response: { 200: creditNotesSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const { page, limit } = request.query;
      const notes = readModels.creditNotes.in(platform.readStore);
      const filter = creditNotesFilter(venueId, request.query);
      const [rows, total, outstanding] = await Promise.all([
        notes.find(filter, { sort: { orderedDate: -1 }, skip: (page - 1) * limit, limit }),
        notes.countDocuments(filter),
        notes.find({ venueId, resolved: false }, { limit: 100_000 }),
      ]);
      return {
        creditNotes: rows.map(creditNoteOf),
        total,
        page,
        limit,
        outstandingPence: outstanding.reduce((sum, note) => sum + note.creditPence, 0),
      };
    },
  );

  app.post(
    '/api/venues/:venueId/credit-notes/:creditNoteId/resolve',
    {
      config: { access: 'venue' },
      schema: { tags: ['receipting'], params: creditNoteParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await resolveCreditNote(platform, request.params.venueId, request.params.creditNoteId, request.commandContext());
      return { message: 'Credit note resolved' };
    },
  );
};
