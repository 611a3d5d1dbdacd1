import type { SupplierProfile } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
});
afterAll(async () => {
  await harness.close();
});

describe('supplier profile', () => {
  it('shows a supplier admin its own supplier and nobody else’s', async () => {
    const asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const own = await asSupplier({ url: '/api/suppliers/sup-brakes' });
    expect(own.statusCode).toBe(200);
    expect((own.json() as SupplierProfile).title).toBe('Brakes');
    const other = await asSupplier({ url: '/api/suppliers/sup-smithfield' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('You do not have access to this page');
  });

  it('answers 404 to an admin asking for a supplier that does not exist', async () => {
    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    expect((await asAdmin({ url: '/api/suppliers/sup-nowhere' })).statusCode).toBe(404);
  });
});
