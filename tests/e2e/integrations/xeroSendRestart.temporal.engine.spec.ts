import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBusinessDays, businessDateOf } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, embeddedStores, freePort, runApp } from '../support/appServer';
import { startTemporalServer } from '../support/temporalServer';

type App = Awaited<ReturnType<typeof runApp>>;

let dataDir: string;
let temporalAddress: string;
let temporal: Awaited<ReturnType<typeof startTemporalServer>> | null = null;
let app: App | null = null;

const venueId = 'ven-crown-anchor';
const bills = `/api/venues/${venueId}/integrations/xero/bills`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oms-xero-restart-'));
  temporalAddress = process.env.TEMPORAL_ADDRESS ?? '';
  if (!temporalAddress) {
    temporal = await startTemporalServer(dataDir);
    temporalAddress = temporal.address;
  }
  // The demo is seeded once without Temporal (faster); the send itself runs on Temporal below.
  const seeding = await runApp(dataDir, await freePort(), 360_000, { ...embeddedStores, TEMPORAL_ADDRESS: '' });
  await seeding.stop();
}, 420_000);

afterAll(async () => {
  await (app as AppServer | null)?.stop();
  await temporal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'venue@oms.test', password: 'Demo!Pass1' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const call = async <T>(url: string, cookie: string, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body}`);
  return JSON.parse(body) as T;
};

interface LedgerBill {
  billId: string;
  bill: { Reference: string };
}
const ledgerBillsFor = (poNumber: string): LedgerBill[] => {
  const file = join(dataDir, 'accounting-sandbox.json');
  if (!existsSync(file)) return [];
  const state = JSON.parse(readFileSync(file, 'utf8')) as { ledger: LedgerBill[] };
  return state.ledger.filter((bill) => bill.bill.Reference === poNumber);
};

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a Xero bill send when the app is killed mid-send', () => {
  it('finishes after the restart, and the accounting service holds exactly one bill for the order', async () => {
    // The sandbox makes the bill, then holds its answer: the app dies before it hears back.
    app = await runApp(dataDir, await freePort(), 240_000, {
      ...embeddedStores,
      TEMPORAL_ADDRESS: temporalAddress,
      ACCOUNTING_SANDBOX_ANSWER_DELAY_MS: '600000',
    });
    let cookie = await signIn(app.url);
    const { purchaseOrders } = await call<{
      purchaseOrders: { poNumber: string; supplierId: string; status: string }[];
    }>(app.url, cookie, `/api/venues/${venueId}/receipting/orders`);
    const { bills: sent } = await call<{ bills: { poNumber: string }[] }>(app.url, cookie, bills);
    const order = purchaseOrders.find(
      (candidate) =>
        (candidate.status === 'Confirmed' || candidate.status === 'Changes') &&
        !sent.some((bill) => bill.poNumber === candidate.poNumber),
    );
    if (!order) throw new Error('The demo has no receipted order left to send');
    const query = new URLSearchParams({ supplierId: order.supplierId, poNumber: order.poNumber });
    const draft = await call<{ organisationId: string; accountId: string; contactId: string }>(
      app.url,
      cookie,
      `${bills}/draft?${query}`,
    );
    const send = JSON.stringify({
      supplierId: order.supplierId,
      poNumber: order.poNumber,
      organisationId: draft.organisationId,
      accountId: draft.accountId,
      contactId: draft.contactId,
      dueDate: addBusinessDays(businessDateOf(new Date()), 20),
      attachInvoice: true,
    });
    // The app is up before its Temporal worker is: the route answers 503 until then, recording nothing.
    await waitFor(
      'the send to be accepted',
      () =>
        call(app?.url ?? '', cookie, bills, {
          method: 'POST',
          headers: { 'idempotency-key': `restart-${order.poNumber}` },
          body: send,
        }).catch((error: Error) => {
          if (error.message.includes('WORKFLOW_ENGINE_STARTING')) return undefined;
          throw error;
        }),
      120_000,
    );

    await waitFor(
      'the sandbox to make the bill',
      () => (ledgerBillsFor(order.poNumber).length ? true : undefined),
      120_000,
    );
    app.child.kill('SIGKILL');
    await new Promise((resolve) => app?.child.once('exit', resolve));
    // Back up with the sandbox answering at once: the workflow's activity times out and is retried.
    app = await runApp(dataDir, await freePort(), 240_000, { ...embeddedStores, TEMPORAL_ADDRESS: temporalAddress });
    cookie = await signIn(app.url);
    const settled = await waitFor(
      'the send to be recorded',
      async () => {
        const { bills: now } = await call<{ bills: { poNumber: string; status: string; billId: string | null }[] }>(
          app?.url ?? '',
          cookie,
          bills,
        );
        const bill = now.find((candidate) => candidate.poNumber === order.poNumber);
        return bill && bill.status !== 'requested' ? bill : undefined;
      },
      240_000,
    );
    expect(settled.status).toBe('sent');
    const ledger = ledgerBillsFor(order.poNumber);
    expect(ledger).toHaveLength(1);
    expect(settled.billId).toBe(ledger[0]?.billId);
  }, 600_000);
});
