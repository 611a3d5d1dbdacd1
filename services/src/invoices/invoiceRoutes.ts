import {
  invoiceDateParamsSchema,
  invoiceFiltersQuerySchema,
  invoiceRangeParamsSchema,
  invoiceViewSchema,
  orderFiltersQuerySchema,
  statementsViewSchema,
  venueParamsSchema,
} from '@oms/contracts';
import {
  type InvoiceLineFilters,
  type InvoiceVenue,
  type VenueDocument,
  venueInvoice,
  venueStatements,
} from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedOrderFilters } from '../ordering/analytics/routes';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/routes';
import { assertInvoiceRange } from './dateRange';

function invoiceVenueOf(venue: VenueDocument): InvoiceVenue {
  return {
    venueId: venue.venueId,
    title: venue.title,
    addressLines: [venue.addressLine1, venue.addressLine2, venue.addressCity, venue.addressPostCode].filter(
      (line) => line.trim().length > 0,
    ),
    phoneNumber: venue.phoneNumber,
  };
}

async function invoiceFor(
  platform: Platform,
  venueId: string,
  start: string,
  end: string,
  filters: InvoiceLineFilters,
) {
  assertInvoiceRange(start, end);
  return venueInvoice(platform.readStore, invoiceVenueOf(await findVenue(platform, venueId)), start, end, filters);
}

/**
 * Spec 01 §7 `GET venue/{id}/statements` and `GET invoice/{venueId}/{date}`, plus the range the
 * Overview links to. Named order-invoices: `…/invoice/{invoiceId}` is the uploaded-invoice viewer's
 * (spec 02 §7), built with the invoices dashboard.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/statements',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['invoices'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema,
        response: { 200: statementsViewSchema },
      },
    },
    async (request) => {
      const venue = await findVenue(platform, request.params.venueId);
      // The filter panel's dates, suppliers and product types (spec 01 §2, §5); locations belong to the all-venues view.
      const filters = checkedOrderFilters(platform, request.query);
      return venueStatements(platform.readStore, venue, filters.start, filters.end, filters);
    },
  );

  app.get(
    '/api/venues/:venueId/order-invoices/:date',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['invoices'],
        params: invoiceDateParamsSchema,
        querystring: invoiceFiltersQuerySchema,
        response: { 200: invoiceViewSchema },
      },
    },
    async (request) =>
      invoiceFor(platform, request.params.venueId, request.params.date, request.params.date, request.query),
  );

  app.get(
    '/api/venues/:venueId/order-invoices/:startDate/:endDate',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['invoices'],
        params: invoiceRangeParamsSchema,
        querystring: invoiceFiltersQuerySchema,
        response: { 200: invoiceViewSchema },
      },
    },
    async (request) => {
      const { venueId, startDate, endDate } = request.params;
      return invoiceFor(platform, venueId, startDate, endDate, request.query);
    },
  );
};
