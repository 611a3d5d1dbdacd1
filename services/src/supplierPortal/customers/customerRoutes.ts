import {
  addCustomerBodySchema,
  customerFormSchema,
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerViewSchema,
  reachesAdminArea,
  supplierParamsSchema,
  venueMatchListSchema,
  venueMatchQuerySchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importCsv } from '../../platform/csvImport/csvImport';
import { csvImportReply, csvImportReplySchema } from '../../platform/csvImport/csvImportReply';
import { readUpload } from '../../platform/files/uploads';
import { actorOf } from '../../platform/http/requestContext';
import { addCustomer, editCustomer, removeCustomer } from './customerCommands';
import { customersCsv } from './customersCsv';
import { customerList, customerView, venueMatches } from './customerViews';

/**
 * Spec 03 Customers: the supplier's side of the venue-supplier links. Every change is a command
 * on the venue's stream, so the venue's "Your suppliers" and its basket rules follow at once.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const tags = ['supplierPortal'];

  app.get(
    '/api/suppliers/:supplierId/customers',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema },
      },
    },
    async (request) => customerList(platform, request.params.supplierId, request.query.venueTitle),
  );

  app.get(
    '/api/suppliers/:supplierId/venue-matches',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        querystring: venueMatchQuerySchema,
        response: { 200: venueMatchListSchema },
      },
    },
    async (request) => ({
      venues: await venueMatches(platform, request.params.supplierId, request.query.venueTitle),
    }),
  );

  // Registering a venue new to the platform must happen once however often the form is sent: the
  // key names the new venue's stream. Edits replace values (a repeat records nothing), a second
  // delete answers 404 and taking on an existing venue twice answers 409, so they need no key.
  app.post(
    '/api/suppliers/:supplierId/customers',
    {
      config: { access: 'supplier', idempotent: true },
      schema: {
        tags,
        params: supplierParamsSchema,
        body: addCustomerBodySchema,
        response: { 201: customerViewSchema },
      },
    },
    async (request, reply) => {
      const { supplierId } = request.params;
      const { venueId: existingVenueId, ...form } = request.body;
      const { venueId } = await addCustomer(platform, supplierId, form, existingVenueId, request.commandContext());
      return reply.code(201).send(await customerView(platform, supplierId, venueId));
    },
  );

  app.put(
    '/api/suppliers/:supplierId/customers/:venueId',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: customerParamsSchema,
        body: customerFormSchema,
        response: { 200: customerViewSchema },
      },
    },
    async (request) => {
      const { supplierId, venueId } = request.params;
      await editCustomer(platform, supplierId, venueId, request.body, request.commandContext());
      return customerView(platform, supplierId, venueId);
    },
  );

  app.delete(
    '/api/suppliers/:supplierId/customers/:venueId',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: customerParamsSchema,
        response: { 200: z.object({ venueId: z.string(), removed: z.literal(true) }) },
      },
    },
    async (request) => {
      const { supplierId, venueId } = request.params;
      const by = reachesAdminArea(actorOf(request).roles) ? 'admin' : 'supplier';
      await removeCustomer(platform, supplierId, venueId, by, request.commandContext());
      return { venueId, removed: true as const };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/customers/csv',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: csvImportReplySchema },
      },
    },
    async (request) => {
      const kind = await customersCsv(platform, request.params.supplierId);
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true });
      const result = await importCsv(platform, kind, upload, request.commandContext());
      return csvImportReply(app, result);
    },
  );
};
