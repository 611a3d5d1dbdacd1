import {
  changeMiscCostBodySchema,
  grossProfitCommandResponseSchema,
  grossProfitMessages,
  grossProfitRangeQuerySchema,
  grossProfitReportSchema,
  miscCostParamsSchema,
  recordMiscCostBodySchema,
  recordSalesBodySchema,
  salesDateParamsSchema,
  setForecastBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeMiscCost,
  deleteDailySales,
  deleteMiscCost,
  grossProfitOf,
  recordDailyEntry,
} from './grossProfitService';

const tags = ['grossProfit'];

/** Spec 02 §2.10 and §7 "Gross profit": the daily table, the three entries and deleting a day's sales. */
export const grossProfitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/gross-profit',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        querystring: grossProfitRangeQuerySchema,
        response: { 200: grossProfitReportSchema },
      },
    },
    async (request) => grossProfitOf(platform, request.params.venueId, request.query.from, request.query.to),
  );

  app.post(
    '/api/venues/:venueId/gross-profit/sales',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: recordSalesBodySchema,
        response: { 200: grossProfitCommandResponseSchema },
      },
    },
    async (request) => {
      await recordDailyEntry(
        platform,
        request.params.venueId,
        { type: 'RecordDailySales', ...request.body },
        request.commandContext(),
      );
      return { message: grossProfitMessages.salesSaved };
    },
  );

  app.delete(
    '/api/venues/:venueId/gross-profit/sales/:date',
    {
      config: { access: 'venue' },
      schema: { tags, params: salesDateParamsSchema, response: { 200: grossProfitCommandResponseSchema } },
    },
    async (request) => {
      await deleteDailySales(platform, request.params.venueId, request.params.date, request.commandContext());
      return { message: grossProfitMessages.salesDeleted };
    },
  );

  app.post(
    '/api/venues/:venueId/gross-profit/misc-costs',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: recordMiscCostBodySchema,
        response: { 200: grossProfitCommandResponseSchema },
      },
    },
    async (request) => {
      await recordDailyEntry(
        platform,
        request.params.venueId,
        { type: 'RecordMiscCost', ...request.body },
        request.commandContext(),
      );
      return { message: grossProfitMessages.miscCostSaved };
    },
  );

  app.put(
    '/api/venues/:venueId/gross-profit/misc-costs/:costId',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: miscCostParamsSchema,
        body: changeMiscCostBodySchema,
        response: { 200: grossProfitCommandResponseSchema },
      },
    },
    async (request) => {
      await changeMiscCost(
        platform,
        request.params.venueId,
        { costId: request.params.costId, ...request.body },
        request.commandContext(),
      );
      return { message: grossProfitMessages.miscCostChanged };
    },
  );

  app.delete(
    '/api/venues/:venueId/gross-profit/misc-costs/:costId',
    {
      config: { access: 'venue' },
      schema: { tags, params: miscCostParamsSchema, response: { 200: grossProfitCommandResponseSchema } },
    },
    async (request) => {
      await deleteMiscCost(platform, request.params.venueId, request.params.costId, request.commandContext());
      return { message: grossProfitMessages.miscCostDeleted };
    },
  );

  app.post(
    '/api/venues/:venueId/gross-profit/forecasts',
    {
      config: { access: 'venue' },
      schema: {
        tags,
        params: venueParamsSchema,
        body: setForecastBodySchema,
        response: { 200: grossProfitCommandResponseSchema },
      },
    },
    async (request) => {
      await recordDailyEntry(
        platform,
        request.params.venueId,
        { type: 'SetSalesForecast', ...request.body },
        request.commandContext(),
      );
      return { message: grossProfitMessages.forecastSaved };
    },
  );
};
