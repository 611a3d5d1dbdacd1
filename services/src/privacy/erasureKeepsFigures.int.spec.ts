import { ERASED, ERASED_EMAIL_DOMAIN } from '@oms/contracts';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore, readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../identity/account/accountId';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { type FormFile, multipartFilesBody } from '../platform/files/multipartFilesBody';

// Issue 48 item 7: erasing a venue user who placed the demo's orders forgets who they were, never
// what they bought: every report, statement and invoice answers the same figures after.
const now = new Date('2026-11-26T09:00:00.000Z');
const person = { name: 'Sam Whitfield', email: 'venue@oms.test' };
const accountId = accountIdForEmail(person.email);
const crown = 'ven-crown-anchor';
const range = 'start=2026-08-01&end=2026-11-26';
const invoicePdf: FormFile = {
  name: 'brakes-invoice.pdf',
  content: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  contentType: 'application/pdf',
};

/** The reports a person's erasure could touch: spend, orders, statements, invoices, gross profit, dataplus. */
const reports = [
  `/api/admin/spending?${range}`,
  `/api/admin/orders?${range}`,
  `/api/overview/spending?${range}`,
  `/api/overview/past-orders?${range}&limit=100`,
  `/api/venues/${crown}/orders?${range}`,
  `/api/venues/${crown}/ordered-products?${range}`,
  `/api/venues/${crown}/statements?${range}`,
  `/api/venues/${crown}/order-invoices/2026-08-01/2026-11-26`,
  `/api/venues/${crown}/gross-profit?from=2026-08-01&to=2026-11-26`,
  `/api/venues/${crown}/integrations/dataplus/orders`,
  `/api/venues/${crown}/invoice-uploads`,
  '/api/suppliers/sup-brakes/spending',
  `/api/suppliers/sup-brakes/orders?${range}`,
  '/api/admin/credit-report',
];

/** The read models whose documents carry money or quantities an order or invoice put there. */
const figureCollections = [
  readModels.orders,
  readModels.orderedLines,
  readModels.creditStatements,
  readModels.creditTransactions,
  readModels.grossProfit,
  readModels.supplierCustomerDays,
  readModels.dataplusSends,
  readModels.uploadedInvoices,
  readModels.receipts,
];

/** The person's words, or "erased" where they were, read as one marker; everything else must match. */
function withoutThePerson(value: unknown): unknown {
  if (typeof value === 'string') {
    const isTheirs =
      value === ERASED ||
      value.endsWith(`@${ERASED_EMAIL_DOMAIN}`) ||
      value.includes(person.name) ||
      value.includes(person.email);
    return isTheirs ? '<person>' : value;
  }
  if (Array.isArray(value)) return value.map(withoutThePerson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '_position')
        .map(([key, field]) => [key, withoutThePerson(field)]),
    );
  }
  return value;
}

/** Where two answers part, by path, so a failure names the figure that moved rather than a wall of JSON. */
function differences(after: unknown, before: unknown, path = ''): string[] {
  if (Object.is(after, before)) return [];
  // A field forgotten with the person (their name, or free text sealed under them) is no figure.
  if (after === '<person>' && typeof before === 'string') return [];
  if (after && before && typeof after === 'object' && typeof before === 'object') {
    const keys = new Set([...Object.keys(after), ...Object.keys(before)]);
    return [...keys].flatMap((key) =>
      differences((after as Record<string, unknown>)[key], (before as Record<string, unknown>)[key], `${path}/${key}`),
    );
  }
  return [`${path}: ${JSON.stringify(before)} became ${JSON.stringify(after)}`];
}

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;

async function answers() {
  const entries = await Promise.all(
    reports.map(async (url) => {
      const response = await asAdmin({ url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return [url, withoutThePerson(response.json())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function figures(store: ReadStore) {
  const entries = await Promise.all(
    figureCollections.map(async (model) => {
      const documents = await model.in(store).find({}, { sort: { _id: 1 } });
      return [model.collection, withoutThePerson(documents)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function rebuiltFigures() {
  const store = createMemoryReadStore();
  await new ProjectionRunner(store, harness.platform.eventStore, allProjections).rebuild(
    allProjections.map((projection) => projection.name),
  );
  return figures(store);
}

let before: { answers: Record<string, unknown>; figures: Record<string, unknown> };

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  // An invoice they uploaded: its uploader's name is sealed under them, its total is a figure.
  const asPerson = injectAs(harness.app, await sessionCookieFor(harness.app, person.email));
  const form = multipartFilesBody([invoicePdf], {
    items: JSON.stringify([
      { supplierId: 'sup-brakes', supplierTitle: '', purchaseOrderNumber: 'PO-4812', comment: '', totalPence: 48_120 },
    ]),
  });
  const uploaded = await asPerson({
    method: 'POST',
    url: `/api/venues/${crown}/invoice-uploads`,
    payload: form.payload,
    headers: form.headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  before = { answers: await answers(), figures: await figures(harness.platform.readStore) };

  const sent = await harness.app.inject({
    method: 'POST',
    url: '/api/data-deletion-requests',
    payload: {
      venueTitle: 'The Crown & Anchor',
      venueCode: 'CRNANC',
      accountHolderName: person.name,
      accountEmail: person.email,
    },
  });
  const { requestId } = sent.json() as { requestId: string };
  const erased = await asAdmin({
    method: 'POST',
    url: `/api/admin/data-deletion-requests/${requestId}/action`,
    payload: { outcome: 'erased' },
  });
  expect(erased.statusCode, erased.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await harness.close();
});

describe('erasing a venue user who placed orders keeps every figure', () => {
  it('erased the person who placed the demo’s orders', async () => {
    const account = await readModels.accounts.in(harness.platform.readStore).findOne({ _id: accountId });
    expect(account?.name).toBe(ERASED);
    const theirs = await readModels.orders.in(harness.platform.readStore).countDocuments({ placedBy: accountId });
    expect(theirs).toBeGreaterThan(50);
    const [invoice] = await readModels.uploadedInvoices.in(harness.platform.readStore).find({ uploadedBy: accountId });
    expect(invoice).toMatchObject({ uploaderName: ERASED, totalPence: 48_120 });
  });

  it('answers every report, statement and invoice with the same figures', async () => {
    const spend = before.answers[`/api/admin/spending?${range}`];
    expect(JSON.stringify(spend)).toMatch(/[1-9]\d{4,}/);
    expect(differences(await answers(), before.answers)).toEqual([]);
  });

  it('keeps the same figures in the live read models and in read models rebuilt from the events', async () => {
    expect((before.figures.orders as unknown[]).length).toBeGreaterThan(50);
    expect(before.figures.uploadedInvoices).toEqual([
      expect.objectContaining({ uploaderName: '<person>', totalPence: 48_120, purchaseOrderNumber: 'PO-4812' }),
    ]);
    expect((before.figures.creditStatements as unknown[]).length).toBeGreaterThan(0);
    expect(differences(await figures(harness.platform.readStore), before.figures)).toEqual([]);
    expect(differences(await rebuiltFigures(), before.figures)).toEqual([]);
  });
});
