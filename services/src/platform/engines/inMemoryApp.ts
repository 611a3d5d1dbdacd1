import { readModels } from '@oms/projections';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedDemoAccounts } from '../../demo/seedDemoAccounts';
import { seedDemoData } from '../../demo/seedDemoData';
import { seedManualOrders } from '../../demo/seedManualOrders';
import { seedSupplierDecisions } from '../../demo/seedSupplierDecisions';
import type { AccountingDependencies } from '../../integrations/accounting/accountingDependencies';
import { sandboxConsentPath } from '../../integrations/accounting/accountingFromEnv';
import { createSandboxAccountingService } from '../../integrations/accounting/sandboxAccountingService';
import { createTokenVault } from '../../integrations/accounting/tokenVault';
import { startApprovalWorkflowReactor } from '../../specialPurchases/approvalWorkflowReactor';
import { startDowngradeWorkflowReactor } from '../../subscriptions/downgradeWorkflowReactor';
import { buildApp } from '../http/buildApp';
import type { Platform, PlatformOptions } from '../platform';
import { type EmbeddedPlatform, openEmbeddedPlatform } from './embeddedPlatform';
import type { WorkflowEngine } from './workflowEngine';

export const testPlatformOptions: PlatformOptions = {
  sessionSecret: 'in-memory-test-secret-in-memory-test-secret',
  secureCookies: false,
  mailTransport: 'mailbox',
  signInAttemptsPerAddress: 1_000,
};

const seededImages = new Map<string, Buffer>();

/**
 * The demo seed runs every decider for thousands of events; tests build many apps with the same
 * clock, so the first seeded store's database image is kept and later apps start from a copy.
 */
async function openSeededPlatform(now: Date, clock: () => Date): Promise<EmbeddedPlatform> {
  const key = now.toISOString();
  const image = seededImages.get(key);
  if (image) return openEmbeddedPlatform({ clock, eventStoreImage: image });
  const embedded = await openEmbeddedPlatform({ clock });
  await seedDemoData(embedded.platform, now);
  await seedSupplierDecisions(embedded.platform, now);
  await seedManualOrders(embedded.platform, now);
  await seedDemoAccounts(embedded.platform, now);
  seededImages.set(key, embedded.eventStoreImage());
  return embedded;
}

/** A whole API on throwaway engines with a settable clock: for API tests and benchmarks. */
function sandboxAccounting(platform: Platform): AccountingDependencies {
  const suppliers = readModels.suppliers.in(platform.readStore);
  const sandbox = createSandboxAccountingService({
    supplierNames: async () => (await suppliers.find({})).map((supplier) => supplier.title).sort(),
    consentPath: sandboxConsentPath,
    clock: platform.clock,
  });
  return { accounting: sandbox, sandbox, vault: createTokenVault({ secret: 'in-memory-app' }) };
}

export async function buildInMemoryApp(options: {
  now: Date;
  seed?: boolean;
  platformOptions?: Partial<PlatformOptions>;
  /** Temporal for the workflow-driven actions; without it they answer 503. */
  workflows?: WorkflowEngine;
}): Promise<{
  app: FastifyInstance;
  platform: Platform;
  setNow(now: Date): void;
  close(): Promise<void>;
}> {
  let now = options.now;
  const clock = () => now;
  const embedded =
    (options.seed ?? true) ? await openSeededPlatform(now, clock) : await openEmbeddedPlatform({ clock });
  if (options.workflows) embedded.platform.workflows = options.workflows;
  // As the embedded default has: the sandbox accounting service, its tokens sealed in memory.
  embedded.platform.accounting ??= sandboxAccounting(embedded.platform);
  const downgrades = options.workflows ? startDowngradeWorkflowReactor(embedded.platform) : null;
  const approvals = options.workflows ? startApprovalWorkflowReactor(embedded.platform) : null;
  const app = await buildApp(embedded.platform, { ...testPlatformOptions, ...options.platformOptions });
  return {
    app,
    platform: embedded.platform,
    setNow(next) {
      now = next;
    },
    async close() {
      await downgrades?.stop();
      await approvals?.stop();
      await app.close();
      await embedded.close();
    },
  };
}

/** Signs in through the API and returns the Cookie header later requests carry. */
export async function sessionCookieFor(app: FastifyInstance, email: string, password = 'Demo!Pass1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'oms_session');
  if (!cookie) throw new Error('No session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** `app.inject` that always carries the given session cookie. */
export function injectAs(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie } });
}
