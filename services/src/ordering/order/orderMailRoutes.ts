import {
  type OrderEvent,
  orderingErrors,
  orderParamsSchema,
  orderStreamId,
  resentOrderEmailSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import { isEventOf } from '../../platform/eventStore/storedEventOf';
import { queueSupplierOrderMail } from './supplierOrderMail';

const isOrderEvent = isEventOf<OrderEvent>();

/** An admin sends a supplier its order e-mail again (a lost mail, a changed address). */
export const orderMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    '/api/admin/orders/:orderId/order-email',
    {
      config: { access: 'admin' },
      schema: { tags: ['ordering'], params: orderParamsSchema, response: { 200: resentOrderEmailSchema } },
    },
    async (request) => {
      const [placed] = await platform.eventStore.readStream(orderStreamId(request.params.orderId), { maxCount: 1 });
      if (!placed || !isOrderEvent(placed, 'OrderPlaced')) throw domainErrorOf(orderingErrors.orderNotFound);
      const order = placed.data;
      if (order.placedManually) throw domainErrorOf(orderingErrors.manualOrderNotSent);
      const sent = await queueSupplierOrderMail(platform, app.platformOptions, order, request.commandContext(), {
        resend: true,
      });
      if (sent.recipients.length === 0) throw domainErrorOf(orderingErrors.supplierHasNoOrderEmail);
      await platform.runner.waitForEach(sent.positions);
      return { recipients: sent.recipients };
    },
  );
};
