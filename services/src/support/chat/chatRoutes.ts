import {
  chatConversationSchema,
  chatQuerySchema,
  chatThreadParamsSchema,
  chatThreadsSchema,
  checklistParamsSchema,
  checklistQuerySchema,
  orderingErrors,
  sendChatMessageBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSupplier } from '../../catalogue/findSupplier';
import { isValidChecklistToken } from '../../ordering/checklist/checklistToken';
import { domainErrorOf } from '../../platform/commands/domainError';
import { actorOf } from '../../platform/http/requestContext';
import { type ChatThreadAccess, chatThreadAccessOf, chatThreadIdsOf } from './chatAccess';
import { chatConversation, chatThreads, sendChatMessage } from './chatService';

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
   * A supplier holding only the e-mailed checklist link answers the venue in its own thread: the
   * link's token stands for the supplier, as it does for the checklist itself.
   */
  async function linkHolder(params: typeof checklistParamsSchema._output, token: string | undefined) {
    if (!isValidChecklistToken(app.platformOptions.sessionSecret, params, token, platform.clock())) {
      throw domainErrorOf(orderingErrors.invalidChecklistLink);
    }
    const supplier = await findSupplier(platform, params.supplierId);
    const access: ChatThreadAccess = { participant: { side: 'supplier', supplierId: supplier._id }, canWrite: true };
    return {
      thread: { venueId: params.venueId, supplierId: supplier._id },
      access,
      author: { accountId: `checklist-link-${supplier._id}`, name: supplier.title },
    };
  }

  app.get(
    '/api/checklist/:venueId/:supplierId/:date/:orderNumber/chat',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        params: checklistParamsSchema,
        querystring: checklistQuerySchema.merge(chatQuerySchema),
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => {
      const { thread, access } = await linkHolder(request.params, request.query.token);
      return chatConversation(platform, thread, access, request.query.before);
    },
  );

  app.post(
    '/api/checklist/:venueId/:supplierId/:date/:orderNumber/chat/messages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        params: checklistParamsSchema,
        querystring: checklistQuerySchema,
        body: sendChatMessageBodySchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => {
      const { thread, access, author } = await linkHolder(request.params, request.query.token);
      return sendChatMessage(
        platform,
        author,
        access,
        thread,
        request.body.text,
        request.commandContext({ channel: 'checklist' }),
      );
    },
  );
};
