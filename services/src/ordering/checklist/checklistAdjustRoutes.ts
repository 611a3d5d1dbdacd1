import {
  adjustChecklistBodySchema,
  checklistParamsSchema,
  checklistSchema,
  orderingErrors,
  orderStreamId,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import { orderDecider } from '../order/order';
import { checklistOrders, checklistView } from './checklistView';
import { supportEmail } from './supportEmail';

/**
 * Spec 01 §4: on a locked checklist an admin may Edit Checklist, then Save: each changed order
 * records an OrderLinesAdjustedByAdmin event carrying who, when and the lines before and after.
 */
export const checklistAdjustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    '/api/checklist/:venueId/:supplierId/:date/:orderNumber/adjust',
    {
      config: { access: 'adminArea', idempotent: true },
      schema: {
        tags: ['ordering'],
        params: checklistParamsSchema,
        body: adjustChecklistBodySchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      const orders = await checklistOrders(platform, request.params);
      if (orders.some((order) => order.supplierDecision === null)) {
        throw domainErrorOf(orderingErrors.checklistNotLocked);
      }
      const onChecklist = new Set(orders.map((order) => order.orderId));
      if (request.body.orders.some((order) => !onChecklist.has(order.orderId))) {
        throw domainErrorOf(orderingErrors.notOnChecklist);
      }
      const context = request.commandContext();
      const positions: number[] = [];
      for (const order of request.body.orders) {
        const outcome = await handleCommand(
          platform.eventStore,
          orderStreamId(order.orderId),
          orderDecider,
          { type: 'AdjustByAdmin', lines: order.lines },
          context,
        );
        positions.push(outcome.position);
      }
      await platform.runner.waitForEach(positions);
      return checklistView(platform, request.params, supportEmail);
    },
  );
};
