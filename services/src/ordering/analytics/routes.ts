import {
  addBusinessDays,
  businessDateOf,
  filterDateProblems,
  MAX_FILTER_RANGE_DAYS,
  type OrderFilters,
  orderedProductsQuerySchema,
  orderedProductsSchema,
  orderFilterOptionsSchema,
  orderFiltersQuerySchema,
  orderingErrors,
  resolveOrderFilters,
  spendOverTimeSchema,
  venueParamsSchema,
} from '@oms/contracts';
import { orderedProducts, orderFilterOptions, spendOverTime } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';

/** Spec 01 §5 date rules, then the range limit; the default range when no date is given. */
export function checkedOrderFilters(platform: Platform, query: z.output<typeof orderFiltersQuerySchema>): OrderFilters {
  const today = businessDateOf(platform.clock());
  const filters = resolveOrderFilters(query, today);
  assertOrderDateRange(filters, today);
  return filters;
}

/** Spec 01 §5's date rules for a range of orders, and the widest range a page reads. */
export function assertOrderDateRange(range: { start: string; end: string }, today: string): void {
  const problems = filterDateProblems(range, today);
  const first = problems.start ?? problems.end;
  if (first) throw domainErrorOf(orderingErrors.invalidDateRange, { message: first, fields: problems });
  if (range.start < addBusinessDays(range.end, -MAX_FILTER_RANGE_DAYS)) throw domainErrorOf(orderingErrors.tooMuchData);
}

export const purchasingAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/orders/filter-options',
    {
      config: { access: 'venue' },
      schema: { tags: ['ordering'], params: venueParamsSchema, response: { 200: orderFilterOptionsSchema } },
    },
    async (request) => {
      return orderFilterOptions(platform.readStore, request.params.venueId);
    },
  );

  app.get(
    '/api/venues/:venueId/ordered-products',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema.extend(orderedProductsQuerySchema.shape),
        response: { 200: orderedProductsSchema },
      },
    },
    async (request) => {
      const filters = checkedOrderFilters(platform, request.query);
      return orderedProducts(platform.readStore, request.params.venueId, filters, request.query.receipting);
    },
  );

  app.get(
    '/api/venues/:venueId/spend',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema,
        response: { 200: spendOverTimeSchema },
      },
    },
    async (request) => {
      return spendOverTime(platform.readStore, request.params.venueId, checkedOrderFilters(platform, request.query));
    },
  );
};
