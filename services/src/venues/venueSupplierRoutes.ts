import {
  hasSomeActiveSupplier,
  reachesAdminArea,
  updateVenueSupplierTermsBodySchema,
  updateVenueSupplierVisibilityBodySchema,
  type VenueSupplierView,
  venueErrors,
  venueParamsSchema,
  venueStreamId,
  venueSupplierListSchema,
  venueSupplierParamsSchema,
  venueSupplierViewSchema,
} from '@oms/contracts';
import { readModels, type SupplierDocument, type VenueSupplierDocument, venueSupplierId } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { findVenue } from './findVenue';
import { type VenueCommand, venueDecider } from './venue/venue';

function toView(link: VenueSupplierDocument, supplier: SupplierDocument | undefined): VenueSupplierView {
  return {
    supplierId: link.supplierId,
    supplierTitle: supplier?.title ?? link.supplierId,
    accountNumber: link.accountNumber,
    minOrderValue: link.minOrderValue,
    deliveryFee: link.deliveryFee ?? 0,
    deliveryDays: link.deliveryDays ?? supplier?.deliveryDays ?? [],
    hasOwnDeliveryDays: link.deliveryDays !== null,
    orderCutOffTime: link.orderCutOffTime ?? supplier?.cutOffTime ?? '',
    hasOwnCutOffTime: link.orderCutOffTime !== null,
    isActive: link.isActive,
    isCatalogueAccessible: link.isCatalogueAccessible,
  };
}

async function venueSuppliers(platform: Platform, venueId: string): Promise<VenueSupplierView[]> {
  const links = await readModels.venueSuppliers.in(platform.readStore).find({ venueId });
  const suppliers = await readModels.suppliers
    .in(platform.readStore)
    .find({ _id: { $in: links.map((link) => link.supplierId) } });
  const byId = new Map(suppliers.map((supplier) => [supplier._id, supplier]));
  return links
    .map((link) => toView(link, byId.get(link.supplierId)))
    .sort((a, b) => a.supplierTitle.localeCompare(b.supplierTitle));
}

async function venueSupplier(platform: Platform, venueId: string, supplierId: string): Promise<VenueSupplierView> {
  const found = (await venueSuppliers(platform, venueId)).find((view) => view.supplierId === supplierId);
  if (!found) throw domainErrorOf(venueErrors.venueSupplierNotFound);
  return found;
}

export const venueSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  /** Record one edit on the venue stream and answer the row as the screen will read it next. */
  async function editSupplier(
    request: Parameters<typeof actorOf>[0],
    venueId: string,
    supplierId: string,
    command: VenueCommand,
  ) {
    await findVenue(platform, venueId);
    const readModel = readModels.venueSuppliers.in(platform.readStore);
    if (!(await readModel.findOne({ _id: venueSupplierId(venueId, supplierId) }))) {
      throw domainErrorOf(venueErrors.venueSupplierNotFound);
    }
    const outcome = await handleCommand(
      platform.eventStore,
      venueStreamId(venueId),
      venueDecider,
      command,
      request.commandContext(),
    );
    await platform.runner.waitFor(outcome.position);
    return venueSupplier(platform, venueId, supplierId);
  }

  app.get(
    '/api/venues/:venueId/suppliers',
    {
      config: { access: 'venue' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueSupplierListSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      const isAdmin = reachesAdminArea(actorOf(request).roles);
      const all = await venueSuppliers(platform, venueId);
      // Spec 03 §6: admins see every venue supplier, venue users only the active ones.
      return {
        suppliers: isAdmin ? all : all.filter((supplier) => supplier.isActive),
        canEdit: isAdmin,
        hasSomeActive: hasSomeActiveSupplier(all),
      };
    },
  );

  app.put(
    '/api/venues/:venueId/suppliers/:supplierId/terms',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['venues'],
        params: venueSupplierParamsSchema,
        body: updateVenueSupplierTermsBodySchema,
        response: { 200: venueSupplierViewSchema },
      },
    },
    async (request) => {
      const { venueId, supplierId } = request.params;
      return editSupplier(request, venueId, supplierId, {
        type: 'UpdateSupplierTerms',
        supplierId,
        terms: request.body,
      });
    },
  );

  app.put(
    '/api/venues/:venueId/suppliers/:supplierId/visibility',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['venues'],
        params: venueSupplierParamsSchema,
        body: updateVenueSupplierVisibilityBodySchema,
        response: { 200: venueSupplierViewSchema },
      },
    },
    async (request) => {
      const { venueId, supplierId } = request.params;
      return editSupplier(request, venueId, supplierId, {
        type: 'SetSupplierVisibility',
        supplierId,
        visibility: request.body,
      });
    },
  );
};
