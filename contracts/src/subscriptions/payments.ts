import { z } from 'zod';
import { planSchema } from './events';

/** Which payment provider serves checkout: Stripe in production, the sandbox in the demo and tests. */
export const paymentProviders = ['sandbox', 'stripe'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** A plan's monthly price as the provider lists it (spec 02 §3 "Price list entry"). */
export const planPriceSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  /** Pence a month. */
  unit_amount: z.number().int().nonnegative(),
  plan: planSchema,
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const planPricesSchema = z.object({
  provider: paymentProviderSchema,
  /** Stripe's publishable key, for its card field; null for the sandbox. */
  publishableKey: z.string().nullable(),
  prices: z.array(planPriceSchema),
});
export type PlanPrices = z.infer<typeof planPricesSchema>;

/** What the plan cards hand the checkout route as navigation state (spec 02 §2.12). */
export const checkoutStateSchema = z.object({
  priceId: z.string(),
  discountId: z.string().nullable(),
  /** Pence to pay now, after any discount. */
  price: z.number().int().nonnegative(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** Spec 02 §3 "Subscription payload". */
export const checkoutBodySchema = z.object({
  priceId: z.string().min(1).max(200),
  discountId: z.string().min(1).max(200).nullable().optional(),
  paymentMethodId: z.string().min(1).max(200),
  cardholderName: z.string().trim().min(1).max(200),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/**
 * Spec 02 §7 payment-sheet: succeeded means the plan is in force; requires_action means the card
 * must confirm the payment with the client secret first (3-D Secure), then `complete` records it.
 */
export const checkoutResponseSchema = z.object({
  subscriptionId: z.string(),
  paymentIntent: z.object({
    id: z.string(),
    status: z.enum(['succeeded', 'requires_action', 'requires_payment_method']),
    client_secret: z.string(),
  }),
  message: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const completeCheckoutBodySchema = z.object({ subscriptionId: z.string().min(1).max(200) });

/** The sandbox provider's own card field posts here to tokenise a card, as Stripe.js does with Stripe. */
export const sandboxCardBodySchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

export const sandboxPaymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});

/** The sandbox's stand-in for the bank's 3-D Secure page: complete or fail the authentication. */
export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(300),
  outcome: z.enum(['complete', 'fail']),
});
export const sandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  message: z.string().nullable(),
});

/** Stripe's test cards, honoured the same way by the sandbox (spec 02 §2.12, issue 19). */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

/** Spec 02 §8 and §2.12: the checkout's words. */
export const checkoutMessages = {
  title: 'Payment Information',
  subscribe: 'Subscribe Now',
  processing: 'Processing...',
  success: 'Payment successful! Subscription created successfully.',
  redirecting: 'Redirecting....',
  failed: 'Error processing payment.',
  notLoaded: 'Stripe has not loaded yet.',
  cardholderRequired: 'Cardholder name is required',
  sandboxLabel: 'Sandbox payments',
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  /** Stripe test mode's answer to a real card number; the sandbox gives the same. */
  notATestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
} as const;

/** Spec 02 §2.12: success words are styled as success, everything else as an error. */
export const isCheckoutSuccessMessage = (message: string) =>
  message.includes('successfully') || message.includes('Redirecting');

/** Spec 02 §9 timings: the success message stays 5 s before "Redirecting....". */
export const checkoutRedirectMs = 5000;
