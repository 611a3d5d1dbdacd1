import { accountStreamId, creditStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider } from '../identity/account/account';
import { accountIdForEmail } from '../identity/account/accountId';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { creditLedgerDecider } from './credit/creditLedger';

const seededAt = new Date('2026-11-20T10:00:00.000Z');
const asOf = '2026-11-20T10:30:00.000Z';
const venueAccountId = accountIdForEmail('venue@oms.test');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: seededAt });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const rowOf = (body: string) =>
  (JSON.parse(body) as { accounts: { accountId: string; creditLimit: number; outstanding: number }[] }).accounts.find(
    (account) => account.accountId === venueAccountId,
  );

describe('GET /api/admin/credit-report', () => {
  it('answers the same bytes as of a past moment after more is recorded, corrections included; today’s answer moves', async () => {
    harness.setNow(new Date('2026-11-20T11:00:00.000Z'));
    const before = await asAdmin({ url: `/api/admin/credit-report?asOf=${asOf}` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().asOf).toBe(asOf);
    const owedBefore = rowOf(before.body);
    expect(owedBefore?.creditLimit).toBe(15_000_000);
    expect(owedBefore?.outstanding).toBeGreaterThan(0);
    const todayBefore = await asAdmin({ url: '/api/admin/credit-report' });
    expect(todayBefore.json().asOf).toBeNull();
    expect(todayBefore.body).toBe(before.body.replace(`"asOf":"${asOf}"`, '"asOf":null'));

    // Recorded after the moment: a statement paid, and the credit terms corrected.
    const later = new Date('2026-11-20T11:30:00.000Z');
    harness.setNow(later);
    const [open] = await readModels.creditStatements
      .in(harness.platform.readStore)
      .find({ accountId: venueAccountId, state: 'open' }, { limit: 1 });
    if (!open) throw new Error('The demo has no open credit statement');
    const paid = await handleCommand(
      harness.platform.eventStore,
      creditStreamId(venueAccountId),
      creditLedgerDecider,
      {
        type: 'MarkCreditStatementPaid',
        accountId: venueAccountId,
        statementId: open.statementId,
        at: later.toISOString(),
      },
      systemContext(later),
    );
    const corrected = await handleCommand(
      harness.platform.eventStore,
      accountStreamId(venueAccountId),
      accountDecider,
      { type: 'SetCreditTerms', creditLimit: 9_000_000, creditDays: 14 },
      systemContext(later),
    );
    await harness.platform.runner.waitFor(Math.max(paid.position, corrected.position));

    const after = await asAdmin({ url: `/api/admin/credit-report?asOf=${asOf}` });
    expect(after.body).toBe(before.body);
    const today = rowOf((await asAdmin({ url: '/api/admin/credit-report' })).body);
    expect(today?.creditLimit).toBe(9_000_000);
    expect(today?.outstanding).toBe((owedBefore?.outstanding ?? 0) - open.amountDue);
  });

  it('is for admins only, and refuses a moment in the future', async () => {
    for (const email of ['tfr@oms.test', 'venue@oms.test', 'supplier@oms.test']) {
      const refused = await injectAs(
        harness.app,
        await sessionCookieFor(harness.app, email),
      )({
        url: '/api/admin/credit-report',
      });
      expect(refused.statusCode, email).toBe(403);
    }
    expect((await harness.app.inject({ url: '/api/admin/credit-report' })).statusCode).toBe(401);
    const future = await asAdmin({ url: '/api/admin/credit-report?asOf=2027-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(400);
  });
});
