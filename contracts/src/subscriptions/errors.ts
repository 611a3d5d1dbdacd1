import { defineErrors } from '../platform/errors';
import { planLimitMessages } from './planLimits';

/** Every way subscriptions and plan limits refuse a request. */
export const subscriptionErrors = defineErrors({
  noSubscription: { code: 'NO_SUBSCRIPTION', status: 404, message: 'This venue has no subscription yet' },
  alreadyFree: { code: 'ALREADY_FREE', status: 409, message: 'This venue is already on the Free Plan' },
  downgradePending: {
    code: 'DOWNGRADE_PENDING',
    status: 409,
    message: 'A downgrade to the Free Plan is already scheduled',
  },
  noDowngradePending: {
    code: 'NO_DOWNGRADE_PENDING',
    status: 409,
    message: 'No downgrade is scheduled for this venue',
  },
  planLimitReached: {
    code: 'PLAN_LIMIT_REACHED',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.limitReached,
  },
});
