import {
  type AdminSupplier,
  adminSupplierSchema,
  adminSuppliersSchema,
  catalogueErrors,
  supplierDetailsSchema,
  supplierParamsSchema,
  supplierStreamId,
  supplierVenueSuppliersSchema,
} from '@oms/contracts';
import { readModels, type SupplierDocument } from '@oms/projections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import { findSupplier } from '../findSupplier';
import { onboardedSupplierOf, type SupplierCommand, supplierDecider } from './supplier';

/** A supplier onboarded before the admin form kept some fields: they read as empty. */
export const adminSupplierOf = (supplier: SupplierDocument): AdminSupplier => ({
  supplierId: supplier.supplierId,
  title: supplier.title,
  secondTitle: supplier.secondTitle ?? '',
  emailAddress: supplier.emailAddress ?? '',
  secondEmailAddresses: supplier.secondEmailAddresses ?? [],
  phoneNumber: supplier.phoneNumber ?? '',
  accountNumber: supplier.accountNumber ?? '',
  minOrderValue: supplier.minOrderValue ?? 0,
  cutOffTime: supplier.cutOffTime,
  logoUrl: supplier.logoUrl ?? '',
  deliveryDays: supplier.deliveryDays,
  integrationType: supplier.integrationType,
  vendorCode: supplier.vendorCode ?? '',
  dc: supplier.dc ?? '',
  allowsCreditPurchase: supplier.allowsCreditPurchase ?? false,
  searchIndex: supplier.searchIndex ?? { state: 'notBuilt' },
});

/** Spec 03 Admin Suppliers: list, create, edit, delete, and the venue suppliers for the CSV export. */
export const adminSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const suppliers = () => readModels.suppliers.in(platform.readStore);

  async function runSupplierCommand(request: FastifyRequest, supplierId: string, command: SupplierCommand) {
    const outcome = await handleCommand(
      platform.eventStore,
      supplierStreamId(supplierId),
      supplierDecider,
      command,
      request.commandContext(),
    );
    await platform.runner.waitFor(outcome.position);
  }

  app.get(
    '/api/admin/suppliers',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], response: { 200: adminSuppliersSchema } },
    },
    async () => ({ suppliers: (await suppliers().find({}, { sort: { title: 1, _id: 1 } })).map(adminSupplierOf) }),
  );

  app.post(
    '/api/admin/suppliers',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], body: supplierDetailsSchema, response: { 201: adminSupplierSchema } },
    },
    async (request, reply) => {
      const supplierId = `sup-${crypto.randomUUID().slice(0, 8)}`;
      await runSupplierCommand(request, supplierId, {
        type: 'OnboardSupplier',
        supplier: onboardedSupplierOf(supplierId, request.body),
      });
      return reply.code(201).send(adminSupplierOf(await findSupplier(platform, supplierId)));
    },
  );

  app.put(
    '/api/admin/suppliers/:supplierId',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['admin'],
        params: supplierParamsSchema,
        body: supplierDetailsSchema,
        response: { 200: adminSupplierSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      await findSupplier(platform, supplierId);
      await runSupplierCommand(request, supplierId, { type: 'EditSupplierDetails', supplierId, details: request.body });
      return adminSupplierOf(await findSupplier(platform, supplierId));
    },
  );

  app.delete(
    '/api/admin/suppliers/:supplierId',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['admin'],
        params: supplierParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      await findSupplier(platform, supplierId);
      if (await readModels.venueSuppliers.in(platform.readStore).findOne({ supplierId })) {
        throw domainErrorOf(catalogueErrors.supplierStillSupplies);
      }
      await runSupplierCommand(request, supplierId, {
        type: 'RemoveSupplier',
        supplierId,
        at: platform.clock().toISOString(),
      });
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/admin/suppliers/:supplierId/venue-suppliers',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], params: supplierParamsSchema, response: { 200: supplierVenueSuppliersSchema } },
    },
    async (request) => {
      const supplier = await findSupplier(platform, request.params.supplierId);
      const links = await readModels.venueSuppliers
        .in(platform.readStore)
        .find({ supplierId: supplier.supplierId }, { sort: { venueId: 1, _id: 1 } });
      const venueIds = links.map((link) => link.venueId);
      const venues = venueIds.length
        ? await readModels.venues.in(platform.readStore).find({ _id: { $in: venueIds } })
        : [];
      const titleOf = new Map(venues.map((venue) => [venue._id, venue.title]));
      return {
        venueSuppliers: links.map((link) => ({
          venueId: link.venueId,
          venueTitle: titleOf.get(link.venueId) ?? '',
          supplierTitle: supplier.title,
          accountNumber: link.accountNumber,
          minOrderValue: link.minOrderValue,
          deliveryFee: link.deliveryFee ?? 0,
          deliveryDays: link.deliveryDays ?? supplier.deliveryDays,
          orderCutOffTime: link.orderCutOffTime ?? supplier.cutOffTime,
          isActive: link.isActive,
          isCatalogueAccessible: link.isCatalogueAccessible,
        })),
      };
    },
  );
};
