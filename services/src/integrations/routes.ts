import {
  authoriseXeroBodySchema,
  connectionStatusAt,
  connectXeroBodySchema,
  connectXeroResponseSchema,
  expiresAtOf,
  venueParamsSchema,
  type XeroConnectionView,
  xeroConnectionViewSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../platform/platform';
import { accountingOf } from './accounting/accountingUnavailable';
import { authoriseConsent } from './authoriseConsent';
import { dataplusRoutes } from './dataplusRoutes';
import { sandboxLedgerRoutes } from './sandboxLedgerRoutes';
import { xeroBillRoutes } from './xeroBillRoutes';
import { assertXeroIncluded, connectXero, disconnectXero } from './xeroService';

const tags = ['integrations'];

async function connectionView(platform: Platform, venueId: string): Promise<XeroConnectionView> {
  const connection = await readModels.xeroConnections.in(platform.readStore).findOne({ _id: venueId });
  const authorisedAt = connection?.authorisedAt ?? null;
  return {
    status: connectionStatusAt(authorisedAt, platform.clock()),
    provider: connection?.provider ?? null,
    financeEmail: connection?.financeEmail ?? null,
    authorisedAt,
    expiresAt: expiresAtOf(authorisedAt),
    organisations: connection?.organisations ?? [],
  };
}

/** Spec 02 §2.13: the venue's accounting connection (Growth and above). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  app.addHook('preHandler', async (request) => {
    const venueId = (request.params as { venueId?: string }).venueId;
    // Dataplus goes with the venue's flag, not its plan.
    if (venueId && !request.routeOptions.url?.includes('/integrations/dataplus')) {
      await assertXeroIncluded(platform, venueId);
    }
  });

  const xero = '/api/venues/:venueId/integrations/xero';

  app.get(
    xero,
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: xeroConnectionViewSchema } },
    },
    async (request) => connectionView(platform, request.params.venueId),
  );

  app.post(
    `${xero}/connect`,
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags,
        description: 'Keeps the finance contact e-mail, then answers where the browser goes to consent.',
        params: venueParamsSchema,
        body: connectXeroBodySchema,
        response: { 200: connectXeroResponseSchema },
      },
    },
    async (request) => {
      const dependencies = accountingOf(platform);
      const { venueId } = request.params;
      return connectXero(
        platform,
        dependencies,
        venueId,
        { financeEmail: request.body.financeEmail, state: dependencies.vault.consentStateFor(venueId) },
        request.commandContext(),
      );
    },
  );

  app.post(
    `${xero}/authorise`,
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags,
        description: 'The consent came back: the code is exchanged for tokens, kept sealed on the server.',
        params: venueParamsSchema,
        body: authoriseXeroBodySchema,
        response: { 200: xeroConnectionViewSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      await authoriseConsent(platform, accountingOf(platform), venueId, request.body, request.commandContext());
      return connectionView(platform, venueId);
    },
  );

  app.post(
    `${xero}/disconnect`,
    {
      config: { access: 'venue' },
      schema: { tags, params: venueParamsSchema, response: { 200: xeroConnectionViewSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      await disconnectXero(platform, platform.accounting, venueId, request.commandContext());
      return connectionView(platform, venueId);
    },
  );

  await app.register(xeroBillRoutes);
  await app.register(sandboxLedgerRoutes);
  await app.register(dataplusRoutes);
};
