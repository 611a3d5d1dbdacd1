import {
  shoppingListErrors,
  shoppingListStreamId,
  type VenueProductsCsvRow,
  venueParamsSchema,
  venueProductParamsByProductSchema,
  venueProductsClearedSchema,
  venueProductsCsvResultSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { importCsv, withoutBom } from '../platform/csvImport/csvImport';
import { readUpload } from '../platform/files/uploads';
import { findVenue } from '../venues/findVenue';
import { shoppingListDecider } from './shoppingList';
import { csvRowsByLine, venueProductsCsvImport } from './venueProductsCsvImport';

const tags = ['shoppingLists'];
const CSV_LIMIT_BYTES = 2 * 1024 * 1024;

/** Spec 03 §6, §7: the admin's product tools over a venue's own products (admins and TFR admins). */
export const adminVenueProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    '/api/admin/venueProducts-csv',
    {
      config: { access: 'adminArea' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: venueProductsCsvResultSchema } },
    },
    async (request) => {
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true, maxBytes: CSV_LIMIT_BYTES });
      const venueId = upload.fields.venueId?.trim();
      if (!venueId) throw domainErrorOf(shoppingListErrors.venueRequired);
      await findVenue(platform, venueId);
      const result = await importCsv(
        platform,
        venueProductsCsvImport(platform, venueId),
        upload,
        request.commandContext(),
      );
      const cells = csvRowsByLine(withoutBom(upload.content.toString('utf8')));
      const listOf = (outcome: string, withReason: boolean): VenueProductsCsvRow[] =>
        result.rows
          .filter((row) => row.outcome === outcome)
          .map((row) => {
            const shown = cells.get(row.line) ?? { product: row.label, zone: '', defaultQuantity: '' };
            return withReason && row.reason ? { ...shown, reason: row.reason } : shown;
          });
      const { fileKey: _fileKey, ...counts } = result;
      return {
        ...counts,
        venueId,
        added: listOf('created', false),
        exists: listOf('skipped', false),
        error: listOf('rejected', true),
      };
    },
  );

  app.delete(
    '/api/venues/:venueId/products',
    {
      config: { access: 'adminArea' },
      schema: { tags, params: venueParamsSchema, response: { 200: venueProductsClearedSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      await findVenue(platform, venueId);
      const outcome = await handleCommand(
        platform.eventStore,
        shoppingListStreamId(venueId),
        shoppingListDecider,
        { type: 'ClearVenueProducts', venueId },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return { venueId, removed: outcome.events.length };
    },
  );

  app.delete(
    '/api/venues/:venueId/product/:productId',
    {
      config: { access: 'adminArea' },
      schema: { tags, params: venueProductParamsByProductSchema, response: { 200: venueProductsClearedSchema } },
    },
    async (request) => {
      const { venueId, productId } = request.params;
      await findVenue(platform, venueId);
      // The spec's productId: the catalogue product on the venue's list, or the list item itself.
      const items = await readModels.venueProducts.in(platform.readStore).find({ venueId });
      const item = items.find((each) => each.productId === productId || each.venueProductId === productId);
      if (!item) throw domainErrorOf(shoppingListErrors.notListed);
      const outcome = await handleCommand(
        platform.eventStore,
        shoppingListStreamId(venueId),
        shoppingListDecider,
        { type: 'RemoveVenueProduct', venueId, venueProductId: item.venueProductId },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return { venueId, removed: outcome.events.length };
    },
  );
};
