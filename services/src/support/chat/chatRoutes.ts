import { chatConversationSchema, chatQuerySchema, sendChatMessageBodySchema, venueParamsSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/requestContext';
import { chatParticipantOf } from './chatAccess';
import { chatConversation, sendChatMessage } from './chatService';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/chat',
    {
      // Venue users, support staff and the venue's suppliers: chatParticipantOf decides.
      config: { access: 'signedIn' },
      schema: {
        tags: ['support'],
        params: venueParamsSchema,
        querystring: chatQuerySchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => {
      await chatParticipantOf(platform, actorOf(request), request.params.venueId);
      return chatConversation(platform, request.params.venueId, request.query.before);
    },
  );

  app.post(
    '/api/venues/:venueId/chat/messages',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['support'],
        params: venueParamsSchema,
        body: sendChatMessageBodySchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const participant = await chatParticipantOf(platform, actor, request.params.venueId);
      return sendChatMessage(
        platform,
        actor,
        participant,
        request.params.venueId,
        request.body.text,
        request.commandContext(),
      );
    },
  );
};
