import {
  type ChecklistParams,
  chatConversationSchema,
  chatQuerySchema,
  chatThreadParamsSchema,
  chatThreadsSchema,
  checklistParamsSchema,
  orderingErrors,
  type PurchaseOrderParams,
  purchaseOrderParamsSchema,
  receiptingErrors,
  sendChatMessageBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSupplier } from '../../catalogue/findSupplier';
import { isValidChecklistToken } from '../../ordering/checklist/checklistToken';
import { domainErrorOf } from '../../platform/commands/domainError';
import { actorOf } from '../../platform/http/requestContext';
import { checkChangeRequestToken } from '../../receipting/changeRequests/changeRequestToken';
import { type ChatThreadAccess, chatThreadAccessOf, chatThreadIdsOf } from './chatAccess';
import { chatConversation, chatThreads, sendChatMessage } from './chatService';

// The link's token is the only credential: without one the request is malformed.
const chatLinkQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Each party reads only its own threads (chatThreadAccessOf): support's with the venue, a supplier's with the venue. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/chat/threads',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['support'], params: venueParamsSchema, response: { 200: chatThreadsSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      return chatThreads(platform, venueId, await chatThreadIdsOf(platform, actorOf(request), venueId));
    },
  );

  for (const path of ['/api/venues/:venueId/chat', '/api/venues/:venueId/chat/suppliers/:supplierId'] as const) {
    const withSupplier = path.endsWith(':supplierId');
    const params = withSupplier ? chatThreadParamsSchema : venueParamsSchema;
    const threadOf = (raw: unknown) => {
      const { venueId, supplierId } = raw as { venueId: string; supplierId?: string };
      return { venueId, supplierId: supplierId ?? null };
    };

    app.get(
      path,
      {
        config: { access: 'signedIn' },
        schema: { tags: ['support'], params, querystring: chatQuerySchema, response: { 200: chatConversationSchema } },
      },
      async (request) => {
        const thread = threadOf(request.params);
        const access = await chatThreadAccessOf(platform, actorOf(request), thread.venueId, thread.supplierId);
        return chatConversation(platform, thread, access, request.query.before);
      },
    );

    app.post(
      `${path}/messages`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['support'],
          params,
          body: sendChatMessageBodySchema,
          response: { 200: chatConversationSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const thread = threadOf(request.params);
        const access = await chatThreadAccessOf(platform, actor, thread.venueId, thread.supplierId);
        return sendChatMessage(
          platform,
          { accountId: actor.accountId, name: actor.name },
          access,
          thread,
          request.body.text,
          request.commandContext(),
        );
      },
    );
  }

  /**
   * A supplier holding only an e-mailed link (the order checklist's, or the receipting change
   * request's) answers the venue in its own thread: the link's token stands for the supplier, as it
   * does for the page itself.
   */
  async function linkHolder(venueId: string, supplierId: string) {
    const supplier = await findSupplier(platform, supplierId);
    const access: ChatThreadAccess = { participant: { side: 'supplier', supplierId: supplier._id }, canWrite: true };
    return {
      thread: { venueId, supplierId: supplier._id },
      access,
      author: { accountId: `supplier-link-${supplier._id}`, name: supplier.title },
    };
  }
  const secret = app.platformOptions.sessionSecret;
  const checklistLinkHolder = (params: ChecklistParams, token: string | undefined) => {
    if (!isValidChecklistToken(secret, params, token, platform.clock())) {
      throw domainErrorOf(orderingErrors.invalidChecklistLink);
    }
    return linkHolder(params.venueId, params.supplierId);
  };
  const changeRequestLinkHolder = (params: PurchaseOrderParams, token: string | undefined) => {
    const check = checkChangeRequestToken(secret, params, token, platform.clock());
    if (check === 'invalid') throw domainErrorOf(receiptingErrors.linkInvalid);
    if (check === 'expired') throw domainErrorOf(receiptingErrors.linkExpired);
    return linkHolder(params.venueId, params.supplierId);
  };

  const links = [
    {
      path: '/api/checklist/:venueId/:supplierId/:date/:orderNumber/chat',
      params: checklistParamsSchema,
      channel: 'checklist' as const,
      holder: (params: unknown, token: string | undefined) => checklistLinkHolder(params as ChecklistParams, token),
    },
    {
      path: '/api/receipting/checklist/:venueId/:supplierId/:poNumber/chat',
      params: purchaseOrderParamsSchema,
      channel: 'supplier link' as const,
      holder: (params: unknown, token: string | undefined) =>
        changeRequestLinkHolder(params as PurchaseOrderParams, token),
    },
  ];
  for (const link of links) {
    app.get(
      link.path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          params: link.params,
          querystring: chatLinkQuerySchema.merge(chatQuerySchema),
          response: { 200: chatConversationSchema },
        },
      },
      async (request) => {
        const { thread, access } = await link.holder(request.params, request.query.token);
        return chatConversation(platform, thread, access, request.query.before);
      },
    );

    app.post(
      `${link.path}/messages`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          params: link.params,
          querystring: chatLinkQuerySchema,
          body: sendChatMessageBodySchema,
          response: { 200: chatConversationSchema },
        },
      },
      async (request) => {
        const { thread, access, author } = await link.holder(request.params, request.query.token);
        return sendChatMessage(
          platform,
          author,
          access,
          thread,
          request.body.text,
          request.commandContext({ channel: link.channel }),
        );
      },
    );
  }
};
