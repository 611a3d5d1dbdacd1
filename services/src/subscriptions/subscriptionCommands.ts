import { type PaymentProviderName, type Plan, subscriptionStreamId } from '@oms/contracts';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { EventStore } from '../platform/eventStore/eventStore';
import { newId } from '../platform/eventStore/newId';
import { subscriptionDecider } from './subscription/subscription';

/** The subscription commands, shared by the routes, the demo seed and the workflow activities. */
export function subscriptionCommands(eventStore: EventStore) {
  const run = (venueId: string, command: Parameters<typeof subscriptionDecider.decide>[0], context: CommandContext) =>
    handleCommand(eventStore, subscriptionStreamId(venueId), subscriptionDecider, command, context);

  return {
    /** "Admin Activate": no provider bills it. */
    activatePlan: (venueId: string, plan: Plan, context: CommandContext) =>
      run(
        venueId,
        {
          type: 'ActivatePlan',
          venueId,
          plan,
          subscriptionId: `sub-${newId()}`,
          now: context.now.toISOString(),
          byAdmin: true,
        },
        context,
      ),
    /** A plan a provider has charged for; keyed by its subscription, so checkout and webhook record it once. */
    recordPaidPlan: (
      paid: { venueId: string; plan: Plan; subscriptionId: string; provider: PaymentProviderName; amountPence: number },
      context: CommandContext,
    ) =>
      run(
        paid.venueId,
        {
          type: 'ActivatePlan',
          venueId: paid.venueId,
          plan: paid.plan,
          subscriptionId: paid.subscriptionId,
          now: context.now.toISOString(),
          byAdmin: false,
          payment: { provider: paid.provider, amountPence: paid.amountPence },
        },
        { ...context, idempotencyKey: `payment:${paid.subscriptionId}`, requestDigest: undefined },
      ),
    /** "Cancel Subscription" by an admin. */
    cancelSubscription: (venueId: string, context: CommandContext) =>
      run(venueId, { type: 'CancelSubscription', venueId, now: context.now.toISOString() }, context),
    scheduleDowngrade: (venueId: string, context: CommandContext) =>
      run(venueId, { type: 'ScheduleDowngrade', venueId }, context),
    cancelDowngrade: (venueId: string, context: CommandContext) =>
      run(venueId, { type: 'CancelDowngrade', venueId }, context),
    /** The downgrade workflow's outcome at the period end. */
    applyDowngrade: (command: { venueId: string; effectiveAt: string; idempotencyKey: string }, now = new Date()) =>
      run(
        command.venueId,
        { type: 'ApplyDowngrade', venueId: command.venueId, effectiveAt: command.effectiveAt },
        { ...systemContext(now), idempotencyKey: command.idempotencyKey },
      ),
  };
}
