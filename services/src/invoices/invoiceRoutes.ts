import {
  invoiceDateParamsSchema,
  invoiceErrors,
  invoiceFilterNote,
  invoiceFiltersQuerySchema,
  invoiceRangeParamsSchema,
  invoiceViewSchema,
  orderFiltersQuerySchema,
  statementsViewSchema,
  venueParamsSchema,
} from '@oms/contracts';
import {
  type DeepReadonly,
  type InvoiceLineFilters,
  type InvoiceVenue,
  type VenueDocument,
  venueInvoice,
  venueStatements,
} from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedOrderFilters } from '../ordering/analytics/routes';
import { domainErrorOf } from '../platform/commands/domainError';
import { storedDocumentPath, venueDocumentsFolder } from '../platform/documents/storedDocument';
import { venueOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/findVenue';
import { venueAddressLines } from '../venues/venueAddress';
import { assertInvoiceRange } from './dateRange';
import { renderOrderInvoicePdf } from './orderInvoicePdf';

function invoiceVenueOf(venue: DeepReadonly<VenueDocument>): InvoiceVenue {
  return {
    venueId: venue.venueId,
    title: venue.title,
    addressLines: venueAddressLines(venue),
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
 * The invoice as a PDF kept in the file store: named by the invoice's content, so an invoice
 * that changed (a supplier's decision, an admin's edit) is rendered anew and an unchanged one
 * is served from the store. The browser is sent on to a short-lived signed link.
 */
async function orderInvoicePdfPath(
  platform: Platform,
  secret: string,
  venueId: string,
  start: string,
  end: string,
  filters: InvoiceLineFilters,
): Promise<string> {
  const invoice = await invoiceFor(platform, venueId, start, end, filters);
  if (invoice.suppliers.length === 0) {
    throw domainErrorOf(invoiceErrors.noInvoice);
  }
  const filterNote = invoiceFilterNote(filters);
  return storedDocumentPath(
    platform,
    secret,
    {
      venueId,
      folder: venueDocumentsFolder(venueId),
      name: `invoice-${invoice.invoiceNumber}`,
      fileName: `Invoice ${invoice.invoiceNumber}.pdf`,
      purpose: 'orderInvoicePdf',
    },
    { invoice, filterNote },
    () => renderOrderInvoicePdf(invoice, platform.clock(), filterNote),
  );
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
      config: { access: 'venue', alsoAnswers: [422] },
      schema: {
        tags: ['invoices'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema,
        response: { 200: statementsViewSchema },
      },
    },
    async (request) => {
      const venue = venueOf(request);
      // The filter panel's dates, suppliers and product types (spec 01 §2, §5); locations belong to the all-venues view.
      const filters = checkedOrderFilters(platform, request.query);
      return venueStatements(platform.readStore, venue, filters.start, filters.end, filters);
    },
  );

  app.get(
    '/api/venues/:venueId/order-invoices/:date',
    {
      config: { access: 'venue', alsoAnswers: [422] },
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
      config: { access: 'venue', alsoAnswers: [422] },
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

  app.get(
    '/api/venues/:venueId/order-invoice-pdfs/:date',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: { tags: ['invoices'], params: invoiceDateParamsSchema, querystring: invoiceFiltersQuerySchema },
    },
    async (request, reply) => {
      const { venueId, date } = request.params;
      const secret = app.platformOptions.sessionSecret;
      return reply.redirect(await orderInvoicePdfPath(platform, secret, venueId, date, date, request.query), 303);
    },
  );

  app.get(
    '/api/venues/:venueId/order-invoice-pdfs/:startDate/:endDate',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: { tags: ['invoices'], params: invoiceRangeParamsSchema, querystring: invoiceFiltersQuerySchema },
    },
    async (request, reply) => {
      const { venueId, startDate, endDate } = request.params;
      const secret = app.platformOptions.sessionSecret;
      return reply.redirect(
        await orderInvoicePdfPath(platform, secret, venueId, startDate, endDate, request.query),
        303,
      );
    },
  );
};
