import { type AuthoriseXeroBody, integrationErrors } from '@oms/contracts';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import type { AccountingDependencies } from './accounting/accountingDependencies';
import { AccountingRejection } from './accounting/accountingService';
import { authoriseXero } from './xeroService';

/** The consent's state must have been issued for this venue; a used or unknown code asks to connect again. */
export async function authoriseConsent(
  platform: Platform,
  dependencies: AccountingDependencies,
  venueId: string,
  body: AuthoriseXeroBody,
  context: CommandContext,
) {
  if (dependencies.vault.venueOfConsentState(body.state) !== venueId) {
    throw domainErrorOf(integrationErrors.consentInvalid);
  }
  try {
    await authoriseXero(platform, dependencies, venueId, body.code, context);
  } catch (error) {
    if (error instanceof AccountingRejection) throw domainErrorOf(integrationErrors.consentInvalid);
    throw error;
  }
}
