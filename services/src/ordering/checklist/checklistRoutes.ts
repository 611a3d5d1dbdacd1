import {
  approveChecklistBodySchema,
  type ChecklistParams,
  checklistParamsSchema,
  checklistQuerySchema,
  checklistSchema,
  orderingErrors,
  orderStreamId,
  reachesAdminArea,
} from '@oms/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import { orderDecider } from '../order/order';
import { checklistAdjustRoutes } from './checklistAdjustRoutes';
import { isValidChecklistToken } from './checklistToken';
import { checklistOrders, checklistView } from './checklistView';
import { supportEmail } from './supportEmail';

export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  await app.register(checklistAdjustRoutes);

  /**
   * The e-mailed link's token, or a signed-in admin (the Orders tab's 'Checklist' link) or the
   * supplier's own admin: ids alone are refused.
   */
  function authorise(request: FastifyRequest, params: ChecklistParams, token: string | undefined) {
    const roles = request.actor?.roles;
    if (roles && (reachesAdminArea(roles) || roles.supplierAdminOf === params.supplierId)) return;
    if (!isValidChecklistToken(app.platformOptions.sessionSecret, params, token, app.platform.clock())) {
      throw domainErrorOf(orderingErrors.invalidChecklistLink);
    }
  }

  app.get(
    '/api/checklist/:venueId/:supplierId/:date/:orderNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ordering'],
        params: checklistParamsSchema,
        querystring: checklistQuerySchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      authorise(request, request.params, request.query.token);
      return checklistView(platform, request.params, supportEmail);
    },
  );

  app.post(
    '/api/checklist/:venueId/:supplierId/:date/:orderNumber/approve',
    {
      config: { access: 'public', idempotent: true },
      schema: {
        tags: ['ordering'],
        params: checklistParamsSchema,
        querystring: checklistQuerySchema,
        body: approveChecklistBodySchema,
        response: { 200: checklistSchema },
      },
    },
    async (request) => {
      authorise(request, request.params, request.query.token);
      const onChecklist = new Set((await checklistOrders(platform, request.params)).map((order) => order.orderId));
      const stranger = request.body.orders.find((order) => !onChecklist.has(order.orderId));
      if (stranger) {
        throw domainErrorOf(orderingErrors.notOnChecklist);
      }
      const context = request.commandContext({ channel: 'checklist' });
      const positions: number[] = [];
      for (const order of request.body.orders) {
        const outcome = await handleCommand(
          platform.eventStore,
          orderStreamId(order.orderId),
          orderDecider,
          { type: 'ApproveBySupplier', lines: order.lines, via: 'checklist' },
          context,
        );
        positions.push(outcome.position);
      }
      await platform.runner.waitForEach(positions);
      return checklistView(platform, request.params, supportEmail);
    },
  );
};
