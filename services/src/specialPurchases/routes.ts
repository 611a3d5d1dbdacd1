import {
  managerSpecialPurchaseViewSchema,
  planHasFeature,
  requestSpecialPurchaseBodySchema,
  requestSpecialPurchaseResponseSchema,
  type StoredFile,
  specialPurchaseDecisionBodySchema,
  specialPurchaseDecisionResponseSchema,
  specialPurchaseErrors,
  specialPurchaseMessages,
  specialPurchaseParamsSchema,
  specialPurchasesViewSchema,
  specialPurchaseTokenQuerySchema,
  specialPurchaseViewSchema,
  venueParamsSchema,
} from '@oms/contracts';
import { readModels, type SpecialPurchaseDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { newFileKey } from '../platform/files/fileKeys';
import { signedDownloadPath } from '../platform/files/signedDownloads';
import { readUpload } from '../platform/files/uploads';
import type { Platform } from '../platform/platform';
import { currentPlanOf } from '../subscriptions/planUsage';
import { checkApprovalToken } from './approvalToken';
import {
  decideSpecialPurchase,
  findSpecialPurchase,
  requestSpecialPurchase,
  runSpecialPurchaseCommand,
} from './specialPurchaseService';

/** Spec 02 §6: special purchases need the Pro plan; the web shows the upsell page instead. */
async function assertPro(platform: Platform, venueId: string) {
  if (!planHasFeature(await currentPlanOf(platform, venueId), 'Special_Purchases')) {
    throw domainErrorOf(specialPurchaseErrors.proOnly);
  }
}

export const specialPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const links = () => ({
    secret: app.platformOptions.sessionSecret,
    publicUrl: app.platformOptions.publicUrl ?? 'http://localhost:3000',
  });

  /** The file as its readers see it: name, type and size, and a link signed for the next few minutes. */
  const attachmentOf = (file: StoredFile | null) =>
    file && {
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      url: signedDownloadPath(app.platformOptions.sessionSecret, file.key, platform.clock(), { disposition: 'inline' }),
    };
  const toView = ({ _id, _position, file, ...request }: SpecialPurchaseDocument) => ({
    ...request,
    attachment: attachmentOf(file),
  });
  const toManagerView = (request: SpecialPurchaseDocument) => managerSpecialPurchaseViewSchema.parse(toView(request));

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

  // One optional file per request (spec 02 §5): PDF or image, at most 10MB, checked by its content.
  app.post(
    '/api/venues/:venueId/special-purchases/:requestId/attachment',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['specialPurchases'],
        params: venueParamsSchema.extend(specialPurchaseParamsSchema.shape),
        consumes: ['multipart/form-data'],
        response: { 200: specialPurchaseViewSchema },
      },
    },
    async (request) => {
      const { venueId, requestId } = request.params;
      await assertPro(platform, venueId);
      const existing = await findSpecialPurchase(platform, requestId);
      if (existing.venueId !== venueId) throw domainErrorOf(specialPurchaseErrors.notFound);
      const upload = await readUpload(request, { accept: ['pdf', 'png', 'jpeg'] });
      const stored = await platform.files.put(
        newFileKey(`special-purchases/${requestId}`, upload.fileName),
        upload.content,
        {
          fileName: upload.fileName,
          contentType: upload.contentType,
        },
      );
      const outcome = await runSpecialPurchaseCommand(
        platform,
        requestId,
        { type: 'AttachFile', venueId, file: stored },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return toView(await findSpecialPurchase(platform, requestId));
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
