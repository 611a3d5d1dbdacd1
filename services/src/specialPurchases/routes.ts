import {
  managerSpecialPurchaseViewSchema,
  planHasFeature,
  requestSpecialPurchaseBodySchema,
  requestSpecialPurchaseResponseSchema,
  specialPurchaseDecisionBodySchema,
  specialPurchaseDecisionResponseSchema,
  specialPurchaseErrors,
  specialPurchaseMessages,
  specialPurchaseParamsSchema,
  specialPurchasesViewSchema,
  specialPurchaseTokenQuerySchema,
  venueParamsSchema,
} from '@oms/contracts';
import { readModels, type SpecialPurchaseDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import { currentPlanOf } from '../subscriptions/planUsage';
import { checkApprovalToken } from './approvalToken';
import { decideSpecialPurchase, findSpecialPurchase, requestSpecialPurchase } from './specialPurchaseService';

/** Spec 02 §6: special purchases need the Pro plan; the web shows the upsell page instead. */
async function assertPro(platform: Platform, venueId: string) {
  if (!planHasFeature(await currentPlanOf(platform, venueId), 'Special_Purchases')) {
    throw domainErrorOf(specialPurchaseErrors.proOnly);
  }
}

const toView = ({ _id, _position, ...request }: SpecialPurchaseDocument) => request;

const toManagerView = (request: SpecialPurchaseDocument) => managerSpecialPurchaseViewSchema.parse(request);

export const specialPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const links = () => ({
    secret: app.platformOptions.sessionSecret,
    publicUrl: app.platformOptions.publicUrl ?? 'http://localhost:3000',
  });

  /** The manager's link: a forged token is refused as invalid, a genuine old one as expired. */
  async function requestByToken(requestId: string, token: string) {
    const check = checkApprovalToken(app.platformOptions.sessionSecret, requestId, token, platform.clock());
    if (check === 'invalid') throw domainErrorOf(specialPurchaseErrors.linkInvalid);
    if (check === 'expired') throw domainErrorOf(specialPurchaseErrors.linkExpired);
    return findSpecialPurchase(platform, requestId);
  }

  app.get(
    '/api/venues/:venueId/special-purchases',
    {
      config: { access: 'venue' },
      schema: { tags: ['specialPurchases'], params: venueParamsSchema, response: { 200: specialPurchasesViewSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      await assertPro(platform, venueId);
      const requests = await readModels.specialPurchases
        .in(platform.readStore)
        .find({ venueId }, { sort: { requestedAt: -1 }, limit: 1000 });
      return { requests: requests.map(toView) };
    },
  );

  app.post(
    '/api/venues/:venueId/special-purchases',
    {
      config: { access: 'venue', idempotent: true },
      schema: {
        tags: ['specialPurchases'],
        params: venueParamsSchema,
        body: requestSpecialPurchaseBodySchema,
        response: { 201: requestSpecialPurchaseResponseSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      await assertPro(platform, venueId);
      const { requestId, inPriceFile } = await requestSpecialPurchase(
        platform,
        links(),
        venueId,
        request.body,
        request.commandContext(),
      );
      return reply.code(201).send({
        message: specialPurchaseMessages.requested,
        request: toView(await findSpecialPurchase(platform, requestId)),
        warning: inPriceFile === false ? specialPurchaseMessages.notInPriceFile : null,
      });
    },
  );

  // Public: the manager opens it from the e-mail without an account; the signed token is the key.
  app.get(
    '/api/special-purchases/:requestId',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' }, alsoAnswers: [410] },
      schema: {
        tags: ['specialPurchases'],
        params: specialPurchaseParamsSchema,
        querystring: specialPurchaseTokenQuerySchema,
        response: { 200: managerSpecialPurchaseViewSchema },
      },
    },
    async (request) => toManagerView(await requestByToken(request.params.requestId, request.query.token)),
  );

  app.post(
    '/api/special-purchases/:requestId/decision',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' }, alsoAnswers: [410] },
      schema: {
        tags: ['specialPurchases'],
        params: specialPurchaseParamsSchema,
        querystring: specialPurchaseTokenQuerySchema,
        body: specialPurchaseDecisionBodySchema,
        response: { 200: specialPurchaseDecisionResponseSchema },
      },
    },
    async (request) => {
      const { requestId } = request.params;
      await requestByToken(requestId, request.query.token);
      const { decision } = request.body;
      const decided = await decideSpecialPurchase(
        platform,
        requestId,
        decision,
        request.commandContext({ anonymous: true, channel: 'email' }),
      );
      return {
        message: decision === 'approved' ? specialPurchaseMessages.approved : specialPurchaseMessages.declined,
        request: toManagerView(decided),
      };
    },
  );
};
