import { type RetentionDeletionView, retentionDeletionListSchema } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionSettingsFrom } from './retentionSchedule';

const LIST_LIMIT = 500;

/** The admins' "Retention" list: what the retention schedule deleted, newest first. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const settings = retentionSettingsFrom(process.env);

  app.get(
    '/api/admin/retention-deletions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['privacy'],
        description:
          'What the retention schedule deleted when its keep time ran out (docs/security.md "Retention"), newest first.',
        response: { 200: retentionDeletionListSchema },
      },
    },
    async () => {
      const deletions = await readModels.retentionDeletions
        .in(platform.readStore)
        .find({}, { sort: { deletedAt: -1, _id: 1 }, limit: LIST_LIMIT });
      const suppliers = await readModels.suppliers
        .in(platform.readStore)
        .find({ _id: { $in: [...new Set(deletions.map((deletion) => deletion.supplierId))] } });
      const titles = new Map(suppliers.map((supplier) => [supplier._id, supplier.title]));
      return {
        keepDays: settings.coPilotEmailDays,
        deletions: deletions.map(
          ({ _id, _position, ...deletion }): RetentionDeletionView => ({
            ...deletion,
            supplierTitle: titles.get(deletion.supplierId) ?? deletion.supplierId,
          }),
        ),
      };
    },
  );
};
