import { checkoutMessages } from '@oms/contracts';
import { DomainError } from '../../platform/commands/domainError';

/** The provider could not be reached or failed on its side: 503, and the checkout's own words. */
export class PaymentProviderUnavailableError extends DomainError {
  constructor() {
    super('PAYMENT_PROVIDER_UNAVAILABLE', checkoutMessages.failed, { status: 503 });
  }
}
