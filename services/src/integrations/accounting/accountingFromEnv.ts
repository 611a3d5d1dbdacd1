import { join } from 'node:path';
import { type ReadStore, readModels } from '@oms/projections';
import { sessionSecretFor } from '../../identity/startup';
import type { AccountingDependencies } from './accountingDependencies';
import { createSandboxAccountingService } from './sandboxAccountingService';
import { createTokenVault } from './tokenVault';
import { createXeroAccountingService } from './xeroAccountingService';

/** Where the sandbox's consent page lives in the app. */
export const sandboxConsentPath = '/integrations/sandbox/consent';

const xeroVariables = ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET', 'XERO_REDIRECT_URI'] as const;

/**
 * The accounting service and the sealed token vault: Xero when XERO_CLIENT_ID, XERO_CLIENT_SECRET and
 * XERO_REDIRECT_URI are set, else the sandbox. Tokens are sealed under ACCOUNTING_TOKEN_KEY, else the
 * session secret, and kept in the data folder.
 */
export function accountingFromEnv(
  readStore: ReadStore,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): AccountingDependencies {
  const secret = env.ACCOUNTING_TOKEN_KEY || sessionSecretFor(dataDir, env);
  const vault = createTokenVault({ secret, file: join(dataDir, 'accounting-tokens.json') });
  const configured = xeroVariables.filter((name) => env[name]);
  if (configured.length > 0) {
    const missing = xeroVariables.filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`Xero needs ${missing.join(' and ')} as well as ${configured.join(', ')}`);
    const accounting = createXeroAccountingService({
      clientId: env.XERO_CLIENT_ID as string,
      clientSecret: env.XERO_CLIENT_SECRET as string,
      redirectUri: env.XERO_REDIRECT_URI as string,
    });
    return { accounting, vault };
  }
  const suppliers = readModels.suppliers.in(readStore);
  const sandbox = createSandboxAccountingService({
    supplierNames: async () => (await suppliers.find({})).map((supplier) => supplier.title).sort(),
    consentPath: sandboxConsentPath,
    file: join(dataDir, 'accounting-sandbox.json'),
    answerDelayMs: Number(env.ACCOUNTING_SANDBOX_ANSWER_DELAY_MS ?? 0) || 0,
  });
  return {
    accounting: sandbox,
    sandbox,
    vault,
  };
}
