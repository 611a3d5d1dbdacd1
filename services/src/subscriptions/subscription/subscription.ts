import { TZDate } from '@date-fns/tz';
import {
  type PaymentProviderName,
  type Plan,
  planMonthlyPence,
  type SubscriptionEvent,
  subscriptionErrors,
} from '@oms/contracts';
import { addMonths } from 'date-fns';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type SubscriptionState =
  | { status: 'none' }
  | {
      status: 'active';
      subscriptionId: string;
      plan: Plan;
      currentPeriodEnd: string;
      pendingDowngrade: { toPlan: Plan; effectiveAt: string } | null;
      /** Who bills the card, when a provider does (not for admin-activated plans). */
      paymentProvider: PaymentProviderName | null;
      cancelled: boolean;
    };

export type SubscriptionCommand =
  | {
      type: 'ActivatePlan';
      venueId: string;
      subscriptionId: string;
      plan: Plan;
      now: string;
      byAdmin: boolean;
      /** Set when a provider charged the card for it; the amount is then what it charged. */
      payment?: { provider: PaymentProviderName; amountPence: number };
    }
  | { type: 'CancelSubscription'; venueId: string; now: string }
  | { type: 'ScheduleDowngrade'; venueId: string }
  | { type: 'CancelDowngrade'; venueId: string }
  /** Sent by the downgrade workflow when the period has ended. */
  | { type: 'ApplyDowngrade'; venueId: string; effectiveAt: string };

/** A month later on the same day of the month, clamped to the month's last day. */
export function oneMonthAfter(instant: string): string {
  return new Date(addMonths(new TZDate(instant, 'UTC'), 1).getTime()).toISOString();
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionPlanActivated':
      return {
        status: 'active',
        subscriptionId: event.data.subscriptionId,
        plan: event.data.plan,
        currentPeriodEnd: event.data.currentPeriodEnd,
        pendingDowngrade: null,
        paymentProvider: event.data.paymentProvider ?? null,
        cancelled: false,
      };
    case 'SubscriptionDowngradeScheduled':
      if (state.status !== 'active') return state;
      return { ...state, pendingDowngrade: { toPlan: event.data.toPlan, effectiveAt: event.data.effectiveAt } };
    case 'SubscriptionDowngradeCancelled':
      if (state.status !== 'active') return state;
      return { ...state, pendingDowngrade: null };
    case 'SubscriptionDowngraded':
      if (state.status !== 'active') return state;
      return { ...state, plan: event.data.toPlan, pendingDowngrade: null };
    case 'SubscriptionCancelled':
      if (state.status !== 'active') return state;
      return { ...state, plan: 'free', pendingDowngrade: null, paymentProvider: null, cancelled: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const noSubscription = () => domainErrorOf(subscriptionErrors.noSubscription);

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'ActivatePlan':
      // The plan the venue is already on, paid up to a later date: a second submit must not charge again.
      if (
        state.status === 'active' &&
        !state.cancelled &&
        state.plan === command.plan &&
        state.pendingDowngrade === null &&
        state.currentPeriodEnd > command.now
      ) {
        return [];
      }
      return [
        {
          type: 'SubscriptionPlanActivated',
          data: {
            venueId: command.venueId,
            subscriptionId: command.subscriptionId,
            plan: command.plan,
            amountPence: command.payment?.amountPence ?? planMonthlyPence[command.plan],
            interval: 'month',
            currentPeriodStart: command.now,
            currentPeriodEnd: oneMonthAfter(command.now),
            activatedByAdmin: command.byAdmin,
            ...(command.payment ? { paymentProvider: command.payment.provider } : {}),
          },
        },
      ];
    case 'CancelSubscription':
      if (state.status !== 'active' || state.cancelled || state.plan === 'free') {
        throw domainErrorOf(subscriptionErrors.notSubscribed);
      }
      return [
        {
          type: 'SubscriptionCancelled',
          data: {
            venueId: command.venueId,
            subscriptionId: state.subscriptionId,
            fromPlan: state.plan,
            cancelledAt: command.now,
            byAdmin: true,
          },
        },
      ];
    case 'ScheduleDowngrade': {
      if (state.status !== 'active') throw noSubscription();
      if (state.cancelled) throw domainErrorOf(subscriptionErrors.alreadyFree);
      if (state.plan === 'free') {
        throw domainErrorOf(subscriptionErrors.alreadyFree);
      }
      if (state.pendingDowngrade) {
        throw domainErrorOf(subscriptionErrors.downgradePending);
      }
      const { subscriptionId, plan, currentPeriodEnd } = state;
      return [
        {
          type: 'SubscriptionDowngradeScheduled',
          data: {
            venueId: command.venueId,
            subscriptionId,
            fromPlan: plan,
            toPlan: 'free',
            effectiveAt: currentPeriodEnd,
          },
        },
      ];
    }
    case 'CancelDowngrade':
      if (state.status !== 'active') throw noSubscription();
      if (!state.pendingDowngrade) {
        throw domainErrorOf(subscriptionErrors.noDowngradePending);
      }
      return [
        {
          type: 'SubscriptionDowngradeCancelled',
          data: {
            venueId: command.venueId,
            subscriptionId: state.subscriptionId,
            toPlan: state.pendingDowngrade.toPlan,
          },
        },
      ];
    case 'ApplyDowngrade':
      // Cancelled meanwhile, or already applied by an earlier attempt: nothing left to do.
      if (state.status !== 'active' || state.pendingDowngrade?.effectiveAt !== command.effectiveAt) return [];
      return [
        {
          type: 'SubscriptionDowngraded',
          data: {
            venueId: command.venueId,
            subscriptionId: state.subscriptionId,
            fromPlan: state.plan,
            toPlan: state.pendingDowngrade.toPlan,
            effectiveAt: command.effectiveAt,
          },
        },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSubscription,
  decide: decideSubscription,
};
