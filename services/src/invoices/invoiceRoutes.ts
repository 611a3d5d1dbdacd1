import {
  businessDateOf,
  invoiceDateParamsSchema,
  invoiceRangeParamsSchema,
  invoiceViewSchema,
  statementsQuerySchema,
  statementsViewSchema,
  venueParamsSchema,
} from '@oms/contracts';
import { type InvoiceVenue, type VenueDocument, venueInvoice, venueStatements } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/routes';
import { assertRange, statementRange } from './dateRange';

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

async function invoiceFor(platform: Platform, venueId: string, start: string, end: string) {
  assertRange(start, end);
  return venueInvoice(platform.readStore, invoiceVenueOf(await findVenue(platform, venueId)), start, end);
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
        querystring: statementsQuerySchema,
        response: { 200: statementsViewSchema },
      },
    },
    async (request) => {
      const venue = await findVenue(platform, request.params.venueId);
      const { start, end } = statementRange(request.query, businessDateOf(platform.clock()));
      return venueStatements(platform.readStore, venue, start, end);
    },
  );

  app.get(
    '/api/venues/:venueId/order-invoices/:date',
    {
      config: { access: 'venue' },
      schema: { tags: ['invoices'], params: invoiceDateParamsSchema, response: { 200: invoiceViewSchema } },
    },
    async (request) => invoiceFor(platform, request.params.venueId, request.params.date, request.params.date),
  );

  app.get(
    '/api/venues/:venueId/order-invoices/:startDate/:endDate',
    {
      config: { access: 'venue' },
      schema: { tags: ['invoices'], params: invoiceRangeParamsSchema, response: { 200: invoiceViewSchema } },
    },
    async (request) => invoiceFor(platform, request.params.venueId, request.params.startDate, request.params.endDate),
  );
};
