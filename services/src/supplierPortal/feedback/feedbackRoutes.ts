import { randomUUID } from 'node:crypto';
import {
  feedbackBodySchema,
  feedbackListSchema,
  feedbackMessages,
  feedbackSentSchema,
  supplierFeedbackStreamId,
  supplierParamsSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../../platform/commands/handleCommand';
import { actorOf } from '../../platform/http/requestContext';
import { supplierOf } from '../customers/customerViews';
import { feedbackDecider } from './feedback';

const ADMIN_FEEDBACK_LIMIT = 500;

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    '/api/suppliers/:supplierId/feedback',
    {
      config: { access: 'supplier' },
      schema: {
        tags: ['supplierPortal'],
        params: supplierParamsSchema,
        body: feedbackBodySchema,
        response: { 201: feedbackSentSchema },
      },
    },
    async (request, reply) => {
      const { supplierId } = request.params;
      await supplierOf(platform, supplierId);
      const context = request.commandContext();
      const feedbackId = randomUUID();
      const outcome = await handleCommand(
        platform.eventStore,
        supplierFeedbackStreamId(feedbackId),
        feedbackDecider,
        {
          type: 'GiveFeedback',
          feedback: {
            feedbackId,
            supplierId,
            rating: request.body.rating,
            comment: request.body.comment,
            givenBy: actorOf(request).email,
            givenAt: context.now.toISOString(),
          },
        },
        context,
      );
      await platform.runner.waitFor(outcome.position);
      return reply.code(201).send({ feedbackId, message: feedbackMessages.sent });
    },
  );

  app.get(
    '/api/admin/supplier-feedback',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['supplierPortal'],
        querystring: z.object({ supplierId: z.string().min(1).optional() }),
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.query;
      const feedback = await readModels.supplierFeedback
        .in(platform.readStore)
        .find(supplierId ? { supplierId } : {}, { sort: { givenAt: -1, _id: 1 }, limit: ADMIN_FEEDBACK_LIMIT });
      const suppliers = await readModels.suppliers
        .in(platform.readStore)
        .find({ _id: { $in: [...new Set(feedback.map((each) => each.supplierId))] } });
      const titles = new Map(suppliers.map((supplier) => [supplier._id, supplier.title]));
      return {
        feedback: feedback.map(({ _id, ...each }) => ({
          ...each,
          supplierTitle: titles.get(each.supplierId) ?? each.supplierId,
        })),
      };
    },
  );
};
