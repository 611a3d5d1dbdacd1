import { defineErrors } from '../platform/errors';
import { checkoutMessages } from './payments';
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
  notSubscribed: {
    code: 'NOT_SUBSCRIBED',
    status: 409,
    message: 'This venue has no paid subscription to cancel',
  },
  unknownPrice: { code: 'UNKNOWN_PRICE', status: 400, field: 'priceId', message: 'This plan price is not on offer' },
  freePlanNeedsNoPayment: {
    code: 'FREE_NEEDS_NO_PAYMENT',
    status: 400,
    field: 'priceId',
    message: 'The Free Plan needs no payment: downgrade from the subscription page instead',
  },
  unknownDiscount: { code: 'UNKNOWN_DISCOUNT', status: 400, message: 'This discount is not on offer' },
  cardNumberInvalid: { code: 'CARD_NUMBER_INVALID', status: 400, message: 'Your card number is invalid.' },
  cardExpired: { code: 'CARD_EXPIRED', status: 400, message: "Your card's expiration date is in the past." },
  cardDeclined: { code: 'CARD_DECLINED', status: 402, message: checkoutMessages.declined },
  notATestCard: { code: 'NOT_A_TEST_CARD', status: 402, message: checkoutMessages.notATestCard },
  authenticationFailed: { code: 'AUTHENTICATION_FAILED', status: 402, message: checkoutMessages.authenticationFailed },
  paymentMethodNotFound: {
    code: 'PAYMENT_METHOD_NOT_FOUND',
    status: 400,
    message: 'This card could not be found. Please enter it again.',
  },
  paymentNotFound: { code: 'PAYMENT_NOT_FOUND', status: 404, message: 'This payment could not be found' },
  paymentIncomplete: {
    code: 'PAYMENT_INCOMPLETE',
    status: 409,
    message: 'The payment is not complete yet. Please confirm it with your bank first.',
  },
  alreadyOnPlan: {
    code: 'ALREADY_ON_PLAN',
    status: 409,
    message: 'This venue is already on this plan for the current period',
  },
  webhookSignatureInvalid: {
    code: 'WEBHOOK_SIGNATURE_INVALID',
    status: 400,
    message: 'The webhook signature is not valid',
  },
  planLimitReached: {
    code: 'PLAN_LIMIT_REACHED',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.limitReached,
  },
});
