import { type AdminSupplier, adminSupplierMessages, catalogueErrors, type SupplierDetailsInput } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let as: Record<'admin' | 'tfr' | 'venue' | 'supplier', ReturnType<typeof injectAs>>;

const fish: SupplierDetailsInput = {
  title: 'Fresh Fish Co',
  secondTitle: 'Fresh Fish Co Ltd',
  emailAddress: 'Orders@FreshFish.TEST',
  secondEmailAddresses: ['accounts@freshfish.test'],
  phoneNumber: '01632 960123',
  accountNumber: 'FF-100',
  minOrderValue: 5000,
  cutOffTime: '15:30',
  logoUrl: 'https://images.test/fish.png',
  deliveryDays: ['Tuesday', 'Friday'],
  allowsCreditPurchase: true,
};

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  const signIn = async (email: string) => injectAs(harness.app, await sessionCookieFor(harness.app, email));
  as = {
    admin: await signIn('admin@oms.test'),
    tfr: await signIn('tfr@oms.test'),
    venue: await signIn('venue@oms.test'),
    supplier: await signIn('supplier@oms.test'),
  };
});
afterAll(async () => {
  await harness.close();
});

const fieldsOf = (body: unknown) => (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('admin suppliers (spec 03 Admin Suppliers)', () => {
  it('lists every supplier with its credit status and search index state', async () => {
    const response = await as.admin({ url: '/api/admin/suppliers' });
    expect(response.statusCode).toBe(200);
    const { suppliers } = response.json() as { suppliers: AdminSupplier[] };
    const brakes = suppliers.find((supplier) => supplier.supplierId === 'sup-brakes');
    expect(brakes).toMatchObject({ title: 'Brakes', searchIndex: { state: 'notBuilt' } });
    const titles = suppliers.map((supplier) => supplier.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('creates a supplier with its details, the order e-mail lowercased, and edits it', async () => {
    const created = await as.admin({ method: 'POST', url: '/api/admin/suppliers', payload: fish });
    expect(created.statusCode).toBe(201);
    const supplier = created.json() as AdminSupplier;
    expect(supplier).toMatchObject({
      title: 'Fresh Fish Co',
      emailAddress: 'orders@freshfish.test',
      minOrderValue: 5000,
    });
    const edited = await as.tfr({
      method: 'PUT',
      url: `/api/admin/suppliers/${supplier.supplierId}`,
      payload: { ...fish, emailAddress: 'NEW.Orders@FreshFish.test', allowsCreditPurchase: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ emailAddress: 'new.orders@freshfish.test', allowsCreditPurchase: false });
    const { suppliers } = (await as.admin({ url: '/api/admin/suppliers' })).json() as { suppliers: AdminSupplier[] };
    expect(suppliers.find((row) => row.supplierId === supplier.supplierId)?.emailAddress).toBe(
      'new.orders@freshfish.test',
    );
  });

  it("refuses a form breaking §5's rules with the spec's words", async () => {
    const response = await as.admin({
      method: 'POST',
      url: '/api/admin/suppliers',
      payload: {
        ...fish,
        title: '',
        secondTitle: ' ',
        emailAddress: 'not-an-email',
        secondEmailAddresses: ['also wrong'],
        minOrderValue: 12.5,
        deliveryDays: [],
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response.json());
    expect(fields.title).toBe(adminSupplierMessages.titleRequired);
    expect(fields.secondTitle).toBe(adminSupplierMessages.secondTitleRequired);
    expect(fields.emailAddress).toBe(adminSupplierMessages.emailInvalid);
    expect(fields['secondEmailAddresses.0']).toBe(adminSupplierMessages.emailInvalid);
    expect(fields.minOrderValue).toBe(adminSupplierMessages.minOrderValueInteger);
    expect(fields.deliveryDays).toBe(adminSupplierMessages.deliveryDaysRequired);
    const noEmail = await as.admin({
      method: 'POST',
      url: '/api/admin/suppliers',
      payload: { ...fish, emailAddress: '' },
    });
    expect(fieldsOf(noEmail.json()).emailAddress).toBe(adminSupplierMessages.emailRequired);
  });

  it("exports a supplier's venue suppliers", async () => {
    const response = await as.admin({ url: '/api/admin/suppliers/sup-brakes/venue-suppliers' });
    expect(response.statusCode).toBe(200);
    const { venueSuppliers } = response.json() as { venueSuppliers: { venueTitle: string; supplierTitle: string }[] };
    expect(venueSuppliers.length).toBeGreaterThan(0);
    expect(venueSuppliers.every((row) => row.venueTitle !== '' && row.supplierTitle === 'Brakes')).toBe(true);
  });

  it("rebuilds a supplier's search index and shows how many products it reindexed", async () => {
    const response = await as.admin({ method: 'POST', url: '/api/admin/suppliers/sup-brakes/search-index' });
    expect(response.statusCode).toBe(200);
    const { success, recordsUpserted } = response.json() as { success: boolean; recordsUpserted: number };
    expect(success).toBe(true);
    expect(recordsUpserted).toBeGreaterThan(0);
    const { suppliers } = (await as.admin({ url: '/api/admin/suppliers' })).json() as { suppliers: AdminSupplier[] };
    expect(suppliers.find((row) => row.supplierId === 'sup-brakes')?.searchIndex).toMatchObject({
      state: 'reindexed',
      recordsUpserted,
    });
  });

  it('deletes a supplier, which then leaves the list; an unknown supplier is 404', async () => {
    const created = (
      await as.admin({ method: 'POST', url: '/api/admin/suppliers', payload: { ...fish, title: 'Short Lived' } })
    ).json() as AdminSupplier;
    const removed = await as.admin({ method: 'DELETE', url: `/api/admin/suppliers/${created.supplierId}` });
    expect(removed.statusCode).toBe(200);
    const { suppliers } = (await as.admin({ url: '/api/admin/suppliers' })).json() as { suppliers: AdminSupplier[] };
    expect(suppliers.some((row) => row.supplierId === created.supplierId)).toBe(false);
    expect((await as.admin({ method: 'DELETE', url: `/api/admin/suppliers/${created.supplierId}` })).statusCode).toBe(
      404,
    );
    expect((await as.admin({ url: '/api/admin/suppliers/sup-none/venue-suppliers' })).statusCode).toBe(404);
    const stillSupplies = await as.admin({ method: 'DELETE', url: '/api/admin/suppliers/sup-brakes' });
    expect(stillSupplies.statusCode).toBe(409);
    expect((stillSupplies.json() as { error: { message: string } }).error.message).toBe(
      catalogueErrors.supplierStillSupplies.message,
    );
  });

  it('is refused to venue users and supplier admins', async () => {
    for (const who of [as.venue, as.supplier]) {
      expect((await who({ url: '/api/admin/suppliers' })).statusCode).toBe(403);
      expect((await who({ method: 'POST', url: '/api/admin/suppliers', payload: fish })).statusCode).toBe(403);
      expect((await who({ method: 'PUT', url: '/api/admin/suppliers/sup-brakes', payload: fish })).statusCode).toBe(
        403,
      );
      expect((await who({ method: 'DELETE', url: '/api/admin/suppliers/sup-brakes' })).statusCode).toBe(403);
      expect((await who({ url: '/api/admin/suppliers/sup-brakes/venue-suppliers' })).statusCode).toBe(403);
      expect((await who({ method: 'POST', url: '/api/admin/suppliers/sup-brakes/search-index' })).statusCode).toBe(403);
    }
  });
});
