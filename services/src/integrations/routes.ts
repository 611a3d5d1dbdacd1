import { connectionStatusAt, expiresAtOf, venueParamsSchema, xeroConnectionViewSchema } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertXeroIncluded } from './xeroService';

const tags = ['integrations'];

/** Spec 02 §2.13: the venue's accounting connection (Growth and above). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  app.addHook('preHandler', async (request) => {
    const venueId = (request.params as { venueId?: string }).venueId;
    if (venueId) await assertXeroIncluded(platform, venueId);
  });

  app.get(
    '/api/venues/:venueId/integrations/xero',
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: xeroConnectionViewSchema } },
    },
    async (request) => {
      const connection = await readModels.xeroConnections
        .in(platform.readStore)
        .findOne({ _id: request.params.venueId });
      const authorisedAt = connection?.authorisedAt ?? null;
      return {
        status: connectionStatusAt(authorisedAt, platform.clock()),
        provider: connection?.provider ?? null,
        financeEmail: connection?.financeEmail ?? null,
        authorisedAt,
        expiresAt: expiresAtOf(authorisedAt),
        organisations: connection?.organisations ?? [],
      };
    },
  );
};
