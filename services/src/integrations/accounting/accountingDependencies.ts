import type { AccountingService } from './accountingService';
import type { SandboxAccountingService } from './sandboxAccountingService';
import type { TokenVault } from './tokenVault';

/** What the accounting side of the server works with: the configured adapter and the sealed tokens. */
export interface AccountingDependencies {
  accounting: AccountingService;
  vault: TokenVault;
  /** The same service when it is the sandbox: its ledger page reads what it received. */
  sandbox?: SandboxAccountingService;
}
