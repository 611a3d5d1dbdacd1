/**
 * What checkout needs from a card field, whichever provider draws it: a payment method id for the
 * card, and the extra confirmation (3-D Secure) when the payment asks for it.
 */
export interface CardField {
  /** False until the provider's field is ready ("Stripe has not loaded yet."). */
  ready: boolean;
  tokenise(cardholderName: string): Promise<string>;
  /** Resolves once the payment is confirmed; rejects with the provider's message. */
  confirm(clientSecret: string): Promise<void>;
}

/** A refusal carrying the words to show the payer (the provider's own message). */
export class CardFieldError extends Error {}
