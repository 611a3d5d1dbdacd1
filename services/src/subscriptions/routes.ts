import {
  activatePlanBodySchema,
  downgradeCancelledResponseSchema,
  downgradeScheduledMessage,
  downgradeScheduledResponseSchema,
  downgradeWorkflowId,
  subscriptionErrors,
  venueParamsSchema,
  venueSubscriptionViewSchema,
} from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { type WorkflowEngine, WorkflowEngineUnavailableError } from '../platform/engines/workflowEngine';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/findVenue';
import { checkoutRoutes } from './checkoutRoutes';
import { currentSubscription } from './currentSubscription';
import { planUsageRoutes } from './planUsageRoutes';
import { subscriptionCommands } from './subscriptionCommands';

/** Checked before anything is recorded, so an unavailable engine leaves no half-done change behind. */
function availableWorkflows(platform: Platform): WorkflowEngine {
  const engine = platform.workflows;
  if (!engine) throw new WorkflowEngineUnavailableError('no Temporal server is configured');
  if (engine.unavailableReason) throw new WorkflowEngineUnavailableError(engine.unavailableReason);
  return engine;
}

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const commands = subscriptionCommands(platform.eventStore);
  await app.register(planUsageRoutes);
  await app.register(checkoutRoutes);

  app.get(
    '/api/venues/:venueId/subscription',
    {
      config: { access: 'venue' },
      schema: { tags: ['subscriptions'], params: venueParamsSchema, response: { 200: venueSubscriptionViewSchema } },
    },
    async (request) => {
      return currentSubscription(platform, request.params.venueId);
    },
  );

  // "Admin Activate" on a plan card (spec 02 §2.12).
  app.post(
    '/api/venues/:venueId/subscription/plan',
    {
      // Spec 02 §6: only admins see "Admin Activate" on the plan cards.
      config: { access: 'admin', idempotent: true },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        body: activatePlanBodySchema,
        response: { 200: venueSubscriptionViewSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      await findVenue(platform, venueId);
      const outcome = await commands.activatePlan(venueId, request.body.plan, request.commandContext());
      await platform.runner.waitFor(outcome.position);
      return currentSubscription(platform, venueId);
    },
  );

  app.post(
    '/api/venues/:venueId/subscription/downgrade',
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        response: { 202: downgradeScheduledResponseSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      // Checked before anything is recorded; the workflow itself is started by the reactor from the event.
      availableWorkflows(platform);
      const outcome = await commands.scheduleDowngrade(venueId, request.commandContext());
      const scheduled = outcome.state.status === 'active' ? outcome.state.pendingDowngrade : null;
      if (!scheduled) throw domainErrorOf(subscriptionErrors.noDowngradePending);
      await platform.runner.waitFor(outcome.position);
      return reply.code(202).send({
        message: downgradeScheduledMessage(scheduled.effectiveAt),
        effectiveAt: scheduled.effectiveAt,
        workflowId: downgradeWorkflowId(venueId),
      });
    },
  );

  app.post(
    '/api/venues/:venueId/subscription/downgrade/cancel',
    {
      config: { access: 'venue', alsoAnswers: [503] },
      schema: {
        tags: ['subscriptions'],
        params: venueParamsSchema,
        response: { 200: downgradeCancelledResponseSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      availableWorkflows(platform);
      const outcome = await commands.cancelDowngrade(venueId, request.commandContext());
      await platform.runner.waitFor(outcome.position);
      return { message: 'Your downgrade has been cancelled. Your current plan continues.' };
    },
  );
};
