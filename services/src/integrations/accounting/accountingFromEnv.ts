import { join } from 'node:path';
import { type ReadStore, readModels } from '@oms/projections';
import { sessionSecretFor } from '../../identity/startup';
import type { AccountingDependencies } from '../xeroService';
import { createSandboxAccountingService } from './sandboxAccountingService';
import { createTokenVault } from './tokenVault';

/** Where the sandbox's consent page lives in the app. */
export const sandboxConsentPath = '/integrations/sandbox/consent';

/**
 * The accounting service and the sealed token vault. The sandbox is the only adapter so far (the
 * Xero adapter is not built); tokens are sealed under ACCOUNTING_TOKEN_KEY, else the session secret,
 * and kept in the data folder.
 */
export function accountingFromEnv(
  readStore: ReadStore,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): AccountingDependencies {
  const secret = env.ACCOUNTING_TOKEN_KEY || sessionSecretFor(dataDir, env);
  const suppliers = readModels.suppliers.in(readStore);
  const sandbox = createSandboxAccountingService({
    supplierNames: async () => (await suppliers.find({})).map((supplier) => supplier.title).sort(),
    consentPath: sandboxConsentPath,
    file: join(dataDir, 'accounting-sandbox.json'),
  });
  return {
    accounting: sandbox,
    sandbox,
    vault: createTokenVault({ secret, file: join(dataDir, 'accounting-tokens.json') }),
  };
}
