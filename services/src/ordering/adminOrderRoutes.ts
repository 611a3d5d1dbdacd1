import {
  addBusinessDays,
  adminOrdersDefaultDays,
  adminOrdersSchema,
  adminReportQuerySchema,
  businessDateOf,
  dateRangeQuerySchema,
  overviewDefaultDays,
  pastOrdersQuerySchema,
  pastOrdersSchema,
  reachesAdminArea,
  spendingSchema,
} from '@oms/contracts';
import { ordersAcrossVenues, spendingBySupplier } from '@oms/projections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportReadStore } from '../platform/asOf/reportReadStore';
import { actorOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { assertOrderDateRange } from './analytics/routes';

/** The venues an account sees on its venue list: its own, or every venue for the admin area's roles. */
function venuesOf(request: FastifyRequest): readonly string[] | undefined {
  const actor = actorOf(request);
  return reachesAdminArea(actor.roles) ? undefined : actor.venueIds;
}

/** The asked range, or the last `defaultDays` up to today; never in the future (spec 03 §5). */
export function rangeOf(platform: Platform, query: { start?: string; end?: string }, defaultDays: number) {
  const today = businessDateOf(platform.clock());
  const end = query.end ?? today;
  const start = query.start ?? addBusinessDays(end, -(defaultDays - 1));
  assertOrderDateRange({ start, end }, today);
  return { start, end };
}

/**
 * Spec 03 Admin Orders and Spending (every venue, for the admin area) and Overview (over the
 * venues the account sees on its venue list).
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/admin/orders',
    {
      config: { access: 'adminArea', alsoAnswers: [422] },
      schema: { tags: ['admin'], querystring: adminReportQuerySchema, response: { 200: adminOrdersSchema } },
    },
    async (request) => {
      const range = rangeOf(platform, request.query, adminOrdersDefaultDays);
      const { readStore, asOf } = await reportReadStore(platform, request.query.asOf);
      return { ...range, asOf, orders: await ordersAcrossVenues(readStore, range) };
    },
  );

  app.get(
    '/api/admin/spending',
    {
      config: { access: 'adminArea', alsoAnswers: [422] },
      schema: { tags: ['admin'], querystring: adminReportQuerySchema, response: { 200: spendingSchema } },
    },
    async (request) => {
      const range = rangeOf(platform, request.query, overviewDefaultDays);
      const { readStore, asOf } = await reportReadStore(platform, request.query.asOf);
      return { ...range, asOf, suppliers: await spendingBySupplier(readStore, range) };
    },
  );

  app.get(
    '/api/overview/past-orders',
    {
      config: { access: 'signedIn', alsoAnswers: [422] },
      schema: { tags: ['ordering'], querystring: pastOrdersQuerySchema, response: { 200: pastOrdersSchema } },
    },
    async (request) => {
      const range = rangeOf(platform, request.query, overviewDefaultDays);
      const { page, limit } = request.query;
      const rows = await ordersAcrossVenues(platform.readStore, { ...range, venueIds: venuesOf(request) });
      const from = (page - 1) * limit;
      return { ...range, page, limit, total: rows.length, orders: rows.slice(from, from + limit) };
    },
  );

  app.get(
    '/api/overview/spending',
    {
      config: { access: 'signedIn', alsoAnswers: [422] },
      schema: { tags: ['ordering'], querystring: dateRangeQuerySchema, response: { 200: spendingSchema } },
    },
    async (request) => {
      const range = rangeOf(platform, request.query, overviewDefaultDays);
      const suppliers = await spendingBySupplier(platform.readStore, { ...range, venueIds: venuesOf(request) });
      return { ...range, suppliers };
    },
  );
};
