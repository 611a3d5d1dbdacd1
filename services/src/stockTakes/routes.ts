import {
  createStockTakeBodySchema,
  lockStockTakeBodySchema,
  saveStockTakeBodySchema,
  stockReportParamsSchema,
  stockReportSchema,
  stockTakeDetailSchema,
  stockTakeErrors,
  stockTakeParamsSchema,
  stockTakeSummarySchema,
  stockTakesViewSchema,
  suggestedOrdersSchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { importCsv } from '../platform/csvImport/csvImport';
import { csvImportReply, csvImportReplySchema } from '../platform/csvImport/csvImportReply';
import { documentRedirectResponses } from '../platform/documents/documentRedirect';
import { readUpload } from '../platform/files/uploads';
import { venueOf } from '../platform/http/requestContext';
import { stockReportPdfPath } from './stockReportPdf';
import { stockReport } from './stockReports';
import { stockTakeCsvImport } from './stockTakeCsvImport';
import {
  assertStockTakesIncluded,
  createStockTake,
  deleteStockTake,
  saveStockTake,
  setStockTakeLocked,
  venueStockTakes,
} from './stockTakeService';
import { findStockTake, stockTakeDetail, summaryOf } from './stockTakeSheetView';
import { suggestedOrdersOf } from './suggestedOrdersView';

const tags = ['stockTakes'];
const summary = summaryOf;

/** Spec 02 §2.9, §7: a Pro venue's stock takes, their counts, CSV, reports and print documents. */
export const stockTakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  app.addHook('preHandler', async (request) => {
    const venueId = (request.params as { venueId?: string }).venueId;
    if (venueId) await assertStockTakesIncluded(platform, venueId);
  });

  app.get(
    '/api/venues/:venueId/stock-takes',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: stockTakesViewSchema } },
    },
    async (request) => ({ stockTakes: (await venueStockTakes(platform, request.params.venueId)).map(summary) }),
  );

  app.post(
    '/api/venues/:venueId/stock-takes',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: createStockTakeBodySchema,
        response: { 200: stockTakeSummarySchema },
      },
    },
    async (request) =>
      summary(await createStockTake(platform, request.params.venueId, request.body, request.commandContext())),
  );

  app.get(
    '/api/venues/:venueId/stock-takes/:stockTakeId',
    {
      config: { access: 'venue' },
      schema: { tags, params: stockTakeParamsSchema, response: { 200: stockTakeDetailSchema } },
    },
    async (request) => stockTakeDetail(platform, venueOf(request), request.params.stockTakeId),
  );

  app.post(
    '/api/venues/:venueId/stock-takes/:stockTakeId/products',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: stockTakeParamsSchema,
        body: saveStockTakeBodySchema,
        response: { 200: stockTakeDetailSchema },
      },
    },
    async (request) => {
      const { venueId, stockTakeId } = request.params;
      await saveStockTake(platform, venueId, stockTakeId, request.body, request.commandContext());
      return stockTakeDetail(platform, venueOf(request), stockTakeId);
    },
  );

  app.put(
    '/api/venues/:venueId/stock-takes/:stockTakeId/lock',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: stockTakeParamsSchema,
        body: lockStockTakeBodySchema,
        response: { 200: stockTakeSummarySchema },
      },
    },
    async (request) => {
      const { venueId, stockTakeId } = request.params;
      await setStockTakeLocked(platform, venueId, stockTakeId, request.body.locked, request.commandContext());
      return summary((await findStockTake(platform, venueId, stockTakeId)).stockTake);
    },
  );

  app.delete(
    '/api/venues/:venueId/stock-takes/:stockTakeId',
    {
      config: { access: 'venue' },
      schema: { tags, params: stockTakeParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const { venueId, stockTakeId } = request.params;
      await deleteStockTake(platform, venueId, stockTakeId, request.commandContext());
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/venues/:venueId/stock-takes/:stockTakeId/csv',
    {
      config: { access: 'venue' },
      schema: { tags, params: stockTakeParamsSchema, response: { 200: csvImportReplySchema } },
    },
    async (request) => {
      const { venueId, stockTakeId } = request.params;
      // A locked stock take refuses the file before anything is stored.
      const { stockTake } = await findStockTake(platform, venueId, stockTakeId);
      if (stockTake.isLocked) throw domainErrorOf(stockTakeErrors.locked);
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true, maxBytes: 5 * 1024 * 1024 });
      const kind = stockTakeCsvImport(platform, venueId, stockTakeId);
      const result = await importCsv(platform, kind, upload, request.commandContext(), { batchSize: 20_000 });
      return csvImportReply(app, result);
    },
  );

  app.get(
    '/api/venues/:venueId/stock-takes/:stockTakeId/reports/:kind',
    {
      // 409 until the stock take is locked.
      config: { access: 'venue', alsoAnswers: [409] },
      schema: { tags, params: stockReportParamsSchema, response: { 200: stockReportSchema } },
    },
    async (request) => stockReport(platform, venueOf(request), request.params.stockTakeId, request.params.kind),
  );

  app.get(
    '/api/venues/:venueId/stock-takes/:stockTakeId/reports/:kind/pdf',
    {
      // 409 until the stock take is locked.
      config: { access: 'venue', alsoAnswers: [409] },
      schema: { tags, params: stockReportParamsSchema, response: documentRedirectResponses },
    },
    async (request, reply) => {
      const report = await stockReport(platform, venueOf(request), request.params.stockTakeId, request.params.kind);
      return reply.redirect(await stockReportPdfPath(platform, app.platformOptions.sessionSecret, report), 303);
    },
  );

  app.get(
    '/api/venues/:venueId/stock-takes/:stockTakeId/suggested-orders',
    {
      config: { access: 'venue' },
      schema: { tags, params: stockTakeParamsSchema, response: { 200: suggestedOrdersSchema } },
    },
    async (request) =>
      suggestedOrdersOf(platform, request.params.venueId, request.params.stockTakeId, request.commandContext().now),
  );
};
