import { randomUUID } from 'node:crypto';
import {
  type DataDeletionRequestView,
  dataDeletionActionBodySchema,
  dataDeletionErrors,
  dataDeletionMessages,
  dataDeletionRequestBodySchema,
  dataDeletionRequestListSchema,
  dataDeletionRequestSentSchema,
  dataDeletionRequestStreamId,
  dataDeletionRequestViewSchema,
  normaliseEmail,
} from '@oms/contracts';
import { type DataDeletionRequestDocument, readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { dataDeletionRequestDecider } from './dataDeletionRequest/dataDeletionRequest';
import { erasePerson } from './erasure/erasePerson';

const tags = ['privacy'];
const QUEUE_LIMIT = 1000;
/** A person sends one request; a few more allow for typos. Anyone may call it, so it is kept low. */
const perAddress = { max: 5, timeWindow: '1 hour' };

async function viewsOf(platform: Platform, documents: readonly DataDeletionRequestDocument[]) {
  const emails = [...new Set(documents.map((document) => document.accountEmail))];
  const accounts = await readModels.accounts.in(platform.readStore).find({ email: { $in: emails } });
  const known = new Set(accounts.map((account) => account.email));
  return documents.map(
    (document): DataDeletionRequestView => ({
      requestId: document.requestId,
      venueTitle: document.venueTitle,
      venueCode: document.venueCode,
      accountHolderName: document.accountHolderName,
      accountEmail: document.accountEmail,
      requestedAt: document.requestedAt,
      status: document.status,
      accountFound: known.has(document.accountEmail),
      note: document.note,
      actionedBy: document.actionedBy,
      actionedAt: document.actionedAt,
    }),
  );
}

/** Spec 03 §2 "Data-deletion request": the public form, and the admins' queue that actions it. */
export const dataDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const viewOf = async (requestId: string) => {
    const document = await readModels.dataDeletionRequests.in(platform.readStore).findOne({ _id: requestId });
    if (!document) throw domainErrorOf(dataDeletionErrors.requestNotFound);
    const [view] = await viewsOf(platform, [document]);
    return view as DataDeletionRequestView;
  };

  app.post(
    '/api/data-deletion-requests',
    {
      config: { access: 'public', rateLimit: perAddress },
      schema: {
        tags,
        description: 'The public "Delete Your Data" form: queues the request for the platform admins.',
        body: dataDeletionRequestBodySchema,
        response: { 201: dataDeletionRequestSentSchema },
      },
    },
    async (request, reply) => {
      const context = request.commandContext({ anonymous: true });
      const requestId = randomUUID();
      const outcome = await handleCommand(
        platform.eventStore,
        dataDeletionRequestStreamId(requestId),
        dataDeletionRequestDecider,
        {
          type: 'RequestDataDeletion',
          request: {
            requestId,
            ...request.body,
            accountEmail: normaliseEmail(request.body.accountEmail),
            requestedAt: context.now.toISOString(),
          },
        },
        context,
      );
      await platform.runner.waitFor(outcome.position);
      return reply.code(201).send({ requestId, message: dataDeletionMessages.sent });
    },
  );

  app.get(
    '/api/admin/data-deletion-requests',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: dataDeletionRequestListSchema } },
    },
    async () => {
      const documents = await readModels.dataDeletionRequests
        .in(platform.readStore)
        .find({}, { sort: { requestedAt: -1, _id: 1 }, limit: QUEUE_LIMIT });
      const pendingFirst = [...documents].sort(
        (left, right) => Number(left.status !== 'pending') - Number(right.status !== 'pending'),
      );
      return { requests: await viewsOf(platform, pendingFirst) };
    },
  );

  app.post(
    '/api/admin/data-deletion-requests/:requestId/action',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Actions a pending request once, with a note the queue shows: declined, or erased (the person’s keys are destroyed and every read model built from their personal fields is folded again).',
        params: z.object({ requestId: z.string().min(1).max(100) }),
        body: dataDeletionActionBodySchema,
        response: { 200: dataDeletionRequestViewSchema },
      },
    },
    async (request) => {
      const { requestId } = request.params;
      const context = request.commandContext();
      const action = {
        requestId,
        note: request.body.note ?? '',
        actionedBy: actorOf(request).email,
        actionedAt: context.now.toISOString(),
      };
      const requests = readModels.dataDeletionRequests.in(platform.readStore);
      if (request.body.outcome === 'erased') {
        const pending = await requests.findOne({ _id: requestId });
        if (!pending) throw domainErrorOf(dataDeletionErrors.requestNotFound);
        const erased = await erasePerson(platform, context, pending, action);
        request.log.info({ requestId, ...erased }, 'personal data erased');
        return viewOf(requestId);
      }
      const outcome = await handleCommand(
        platform.eventStore,
        dataDeletionRequestStreamId(requestId),
        dataDeletionRequestDecider,
        { type: 'ActionDataDeletion', action: { ...action, outcome: request.body.outcome } },
        context,
      );
      await platform.runner.waitFor(outcome.position);
      return viewOf(requestId);
    },
  );
};
