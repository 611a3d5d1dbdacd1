import { ERASED } from '@oms/contracts';
import { eraseThroughQueue } from '@oms/tests/fixtures/eraseThroughQueue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, linked, proPlan, supplier, venue } from '../../platform/engines/scenarioStreams';
import { multipartFilesBody } from '../../platform/files/multipartFilesBody';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-tavern';
const uploader = 'juniper.quayle@tavern.test';
const pdf = Buffer.from('%PDF-1.7\n% For the attention of Juniper Quayle\ntrailer <<>>\n%%EOF\n');

type Inject = Awaited<ReturnType<ApiScenario['signedInAs']>>;
let scenario: ApiScenario;
let asBuyer: Inject;
let asAdmin: Inject;

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account(uploader, { name: 'Juniper Quayle', venueIds: [venueId] }),
      await account('admin@platform.test', { name: 'Ada Admin', roles: { isAdmin: true } }),
      supplier('brakes', { title: 'Brakes' }),
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs(uploader);
  asAdmin = await scenario.signedInAs('admin@platform.test');
});
afterAll(async () => {
  await scenario.close();
});

describe('an uploaded invoice whose uploader was erased', () => {
  it('opens before, then the viewer says "erased" and its link answers 410, never the bytes', async () => {
    const form = multipartFilesBody([{ name: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }], {
      items: JSON.stringify([
        { supplierId: 'brakes', supplierTitle: '', purchaseOrderNumber: 'PO-1', comment: '', totalPence: 100 },
      ]),
    });
    const uploaded = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/invoice-uploads`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const invoiceId = uploaded.json().newInvoices[0].invoiceId as string;
    const viewer = `/api/venues/${venueId}/invoice-uploads/${invoiceId}`;
    const before = (await asAdmin({ url: viewer })).json();
    expect(before.erased).toBe(false);
    expect((await asAdmin({ url: before.invoiceUrl })).body).toContain('Juniper Quayle');

    await eraseThroughQueue(asBuyer, asAdmin, { name: 'Juniper Quayle', email: uploader });

    const after = await asAdmin({ url: viewer });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().erased).toBe(true);
    const refused = await asAdmin({ url: after.json().invoiceUrl });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toContain(ERASED);
    expect(refused.body).not.toContain('Juniper');
  });
});
