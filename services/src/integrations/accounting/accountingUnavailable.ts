import { xeroMessages } from '@oms/contracts';
import { DomainError } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import type { AccountingDependencies } from './accountingDependencies';

/** No accounting service is configured in this process: 503 with the send's failure words. */
export class AccountingUnavailableError extends DomainError {
  constructor() {
    super('ACCOUNTING_UNAVAILABLE', xeroMessages.failed, { status: 503 });
  }
}

export function accountingOf(platform: Platform): AccountingDependencies {
  if (!platform.accounting) throw new AccountingUnavailableError();
  return platform.accounting;
}
