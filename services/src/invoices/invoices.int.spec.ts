import {
  type CreditAccountView,
  type CreditView,
  type InvoiceView,
  identityMessages,
  invoiceErrors,
  type OrdersByDay,
  type StatementsView,
} from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../identity/account/accountId';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
const crown = 'ven-crown-anchor';
const venueAccountId = accountIdForEmail('venue@oms.test');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;
let asSupplier: ReturnType<typeof injectAs>;
let otherVenueId: string;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  const created = await asAdmin({ method: 'POST', url: '/api/venues', payload: { title: 'The Other Place' } });
  otherVenueId = (created.json() as { venueId: string }).venueId;
});
afterAll(async () => {
  await harness.close();
});

const creditOf = async (as: ReturnType<typeof injectAs>, venueId = crown) => {
  const response = await as({ url: `/api/venues/${venueId}/credit` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreditView;
};

describe('credit API (spec 01 §2 credit tab, §4 statement status)', () => {
  it("shows the venue account's balance, credit days and statements in the spec's words, drafts hidden", async () => {
    const credit = await creditOf(asVenueUser);
    expect(credit.today).toBe('2026-11-22');
    expect(credit.accounts).toHaveLength(1);
    const [account] = credit.accounts as [CreditAccountView];
    expect(account).toMatchObject({
      accountId: venueAccountId,
      name: 'Sam Whitfield',
      creditLimit: 15_000_000,
      creditDays: 30,
    });
    expect(account.drafts).toBeUndefined();
    expect(account.statements.map((statement) => [statement.number, statement.label])).toEqual([
      ['CR-202610', 'Open'],
      ['CR-202609', 'Paid on 30 Oct 2026'],
      ['CR-202608-2', 'Overdue'],
      ['CR-202608', 'Void'],
      ['CR-202607', 'Paid on 25 Aug 2026'],
    ]);
    expect(account.statements.find((statement) => statement.number === 'CR-202610')).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      finalizedDate: '2026-11-01',
      dueDate: '2026-12-01',
      status: 'open',
    });
    const owed = account.statements
      .filter((statement) => statement.status === 'open' || statement.status === 'overdue')
      .reduce((sum, statement) => sum + statement.amountDue, 0);
    expect(account.balance).toBe(owed);
    expect(account.transactions[0]?.endingBalance).toBe(owed);
    expect(account.availableCredit).toBe(Math.max(15_000_000 - owed, 0));
  });

  it('turns an open statement overdue the day after its due date', async () => {
    harness.setNow(new Date('2026-12-02T10:00:00.000Z'));
    try {
      const [account] = (await creditOf(asVenueUser)).accounts as [CreditAccountView];
      expect(account.statements[0]).toMatchObject({ number: 'CR-202610', status: 'overdue', label: 'Overdue' });
    } finally {
      harness.setNow(now);
    }
  });

  it("keeps a venue's credit to its own users, and shows an admin every account with its drafts", async () => {
    const refused = await asVenueUser({ url: `/api/venues/${otherVenueId}/credit` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(identityMessages.forbidden);
    expect((await asSupplier({ url: `/api/venues/${crown}/credit` })).statusCode).toBe(403);

    const credit = await creditOf(asAdmin);
    expect(credit.accounts[0]?.accountId).toBe(venueAccountId);
    expect(credit.accounts[0]?.drafts?.map((draft) => draft.number)).toEqual(['CR-202611']);
    const asTfr = injectAs(harness.app, await sessionCookieFor(harness.app, 'tfr@oms.test'));
    const tfrView = await creditOf(asTfr, otherVenueId);
    expect(tfrView.accounts.map((account) => account.accountId)).toEqual([venueAccountId]);
    expect(tfrView.accounts[0]?.drafts).toBeUndefined();
    // An admin sees all accounts with credit, even on a venue that has none of its own.
    expect((await creditOf(asAdmin, otherVenueId)).accounts.map((account) => account.accountId)).toEqual([
      venueAccountId,
    ]);
  });

  it('lets an admin issue, finalise and mark a statement paid, refusing what the ledger forbids', async () => {
    const tfr = await sessionCookieFor(harness.app, 'tfr@oms.test');
    const url = `/api/admin/credit/${venueAccountId}/statements`;
    const body = { number: 'CR-TEST-1', periodStart: '2026-11-01', periodEnd: '2026-11-15', amountDue: 4_200 };
    for (const as of [asVenueUser, injectAs(harness.app, tfr)]) {
      expect((await as({ method: 'POST', url, payload: body })).statusCode).toBe(403);
    }

    const before = (await creditOf(asAdmin)).accounts[0] as CreditAccountView;
    const issued = await asAdmin({ method: 'POST', url, payload: body });
    expect(issued.statusCode, issued.body).toBe(201);
    const draft = (issued.json() as CreditAccountView).drafts?.find((candidate) => candidate.number === 'CR-TEST-1');
    expect(draft).toBeDefined();
    const statementId = draft?.statementId ?? '';
    // A draft is not on the venue's page.
    expect(
      ((await creditOf(asVenueUser)).accounts[0] as CreditAccountView).statements.map((s) => s.number),
    ).not.toContain('CR-TEST-1');

    const again = await asAdmin({ method: 'POST', url, payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(invoiceErrors.statementExists.message);

    const paidTooEarly = await asAdmin({ method: 'POST', url: `${url}/${statementId}/paid` });
    expect(paidTooEarly.statusCode).toBe(409);
    expect(paidTooEarly.json().error.message).toBe('Only an open statement can be marked as paid');

    const finalized = await asAdmin({ method: 'POST', url: `${url}/${statementId}/finalize` });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const open = (finalized.json() as CreditAccountView).statements.find((s) => s.statementId === statementId);
    expect(open).toMatchObject({ status: 'open', label: 'Open', finalizedDate: '2026-11-22', dueDate: '2026-12-22' });
    expect((finalized.json() as CreditAccountView).balance).toBe(before.balance + 4_200);

    const paid = await asAdmin({ method: 'POST', url: `${url}/${statementId}/paid` });
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as CreditAccountView).statements.find((s) => s.statementId === statementId)?.label).toBe(
      'Paid on 22 Nov 2026',
    );
    expect((paid.json() as CreditAccountView).balance).toBe(before.balance);

    const voidPaid = await asAdmin({ method: 'POST', url: `${url}/${statementId}/void` });
    expect(voidPaid.statusCode).toBe(409);
    expect(voidPaid.json().error.message).toBe('A paid statement cannot be voided');

    const unknown = await asAdmin({ method: 'POST', url: `${url}/no-such-statement/finalize` });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await asAdmin({ method: 'POST', url: '/api/admin/credit/nobody/statements', payload: body })).statusCode,
    ).toBe(404);
  });

  it('refuses a statement with no amount or a period that ends before it starts', async () => {
    const url = `/api/admin/credit/${venueAccountId}/statements`;
    const zero = await asAdmin({
      method: 'POST',
      url,
      payload: { number: 'CR-X', periodStart: '2026-11-01', periodEnd: '2026-11-02', amountDue: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const backwards = await asAdmin({
      method: 'POST',
      url,
      payload: { number: 'CR-Y', periodStart: '2026-11-02', periodEnd: '2026-11-01', amountDue: 100 },
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('statements and invoice API (spec 01 §2 Overview and invoice print, spec 02 §2.3)', () => {
  it('lists a statement row per ordered day of the last 31 days, with the invoice number and totals', async () => {
    const response = await asVenueUser({ url: `/api/venues/${crown}/statements` });
    expect(response.statusCode).toBe(200);
    const statements = response.json() as StatementsView;
    expect(statements).toMatchObject({ start: '2026-10-23', end: '2026-11-22' });
    expect(statements.days.length).toBeGreaterThan(10);
    for (const day of statements.days) {
      expect(day.invoiceNumber).toBe(`THEC${day.date.replaceAll('-', '')}`);
      expect(day.total).toBe(day.net + day.vat);
    }
    expect(statements.total).toBe(statements.days.reduce((sum, day) => sum + day.total, 0));

    const day = statements.days[0];
    const invoice = (
      await asVenueUser({ url: `/api/venues/${crown}/order-invoices/${day?.date}` })
    ).json() as InvoiceView;
    expect(invoice).toMatchObject({
      invoiceNumber: day?.invoiceNumber,
      net: day?.net,
      vat: day?.vat,
      total: day?.total,
    });
  });

  it('refuses a range that ends before it starts, or one too wide, in the spec words', async () => {
    const backwards = await asVenueUser({ url: `/api/venues/${crown}/statements?start=2026-11-20&end=2026-11-01` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The start date cannot be after the end date');
    const future = await asVenueUser({ url: `/api/venues/${crown}/statements?start=2026-11-01&end=2026-12-01` });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('The end date cannot be in the future');
    const backwardsInvoice = await asVenueUser({ url: `/api/venues/${crown}/order-invoices/2026-11-20/2026-11-01` });
    expect(backwardsInvoice.statusCode).toBe(400);
    expect(backwardsInvoice.json().error.message).toBe('The end date cannot be before the start date');
    const wide = await asVenueUser({ url: `/api/venues/${crown}/order-invoices/2020-01-01/2026-11-22` });
    expect(wide.statusCode).toBe(422);
    expect(wide.json().error.title).toBe('Too Much Data to Handle!');
    expect((await asVenueUser({ url: `/api/venues/${crown}/order-invoices/2026-13-45` })).statusCode).toBe(400);
  });

  it('invoices a day grouped by supplier with VAT at 20% and the accepted quantities', async () => {
    const orders = (
      await asVenueUser({ url: `/api/venues/${crown}/orders?start=2026-10-23&end=2026-11-19` })
    ).json() as OrdersByDay;
    const adjustedDay = orders.days.find((day) =>
      day.groups.some((group) => group.orders.some((o) => o.status === 'adjusted')),
    );
    expect(adjustedDay).toBeDefined();
    const date = adjustedDay?.date ?? '';
    const invoice = (await asVenueUser({ url: `/api/venues/${crown}/order-invoices/${date}` })).json() as InvoiceView;
    expect(invoice.invoiceNumber).toBe(`THEC${date.replaceAll('-', '')}`);
    expect(invoice.venue.title).toBe('The Crown & Anchor');
    expect(invoice.suppliers.map((s) => s.supplierTitle)).toEqual(
      [...invoice.suppliers.map((s) => s.supplierTitle)].sort((a, b) => a.localeCompare(b)),
    );
    for (const supplier of invoice.suppliers) {
      for (const line of supplier.lines) {
        expect(line.vat).toBe(line.hasVat ? Math.round(line.net * 0.2) : 0);
        expect(line.net).toBe(line.unitPrice * line.quantity);
      }
    }
    const ordered = adjustedDay?.groups.flatMap((group) => group.orders.flatMap((order) => order.lines)) ?? [];
    const orderedQuantity = ordered.reduce((sum, line) => sum + line.quantity, 0);
    const invoicedQuantity = invoice.suppliers.flatMap((s) => s.lines).reduce((sum, line) => sum + line.quantity, 0);
    expect(invoicedQuantity).toBeLessThan(orderedQuantity);
    expect(invoice.total).toBe(invoice.net + invoice.vat);
  });

  it("honours the filter panel's suppliers and product types, on the statements and the invoice they open", async () => {
    const all = (await asVenueUser({ url: `/api/venues/${crown}/statements` })).json() as StatementsView;
    const day = all.days.find((candidate) => candidate.supplierCount > 1);
    expect(day).toBeDefined();
    const whole = (
      await asVenueUser({ url: `/api/venues/${crown}/order-invoices/${day?.date}` })
    ).json() as InvoiceView;
    const [first] = whole.suppliers;
    const bySupplier = (
      await asVenueUser({
        url: `/api/venues/${crown}/statements?suppliers=${first?.supplierId}`,
      })
    ).json() as StatementsView;
    expect(bySupplier.days.find((candidate) => candidate.date === day?.date)).toMatchObject({
      supplierCount: 1,
      total: first?.total,
    });
    expect(bySupplier.total).toBeLessThan(all.total);
    const narrowed = (
      await asVenueUser({
        url: `/api/venues/${crown}/order-invoices/${day?.date}?suppliers=${first?.supplierId}`,
      })
    ).json() as InvoiceView;
    expect(narrowed.suppliers.map((supplier) => supplier.supplierId)).toEqual([first?.supplierId]);
    expect(narrowed.total).toBe(first?.total);

    const nothing = (await asVenueUser({ url: `/api/venues/${crown}/statements?types=No%20Such%20Type` })).json();
    expect(nothing).toMatchObject({ days: [], total: 0 });
  });

  it('numbers a range invoice with both dates, and has nothing to invoice for a day without orders', async () => {
    const range = (
      await asVenueUser({ url: `/api/venues/${crown}/order-invoices/2026-11-01/2026-11-07` })
    ).json() as InvoiceView;
    expect(range.invoiceNumber).toBe('THEC20261101-20261107');
    const empty = (await asVenueUser({ url: `/api/venues/${crown}/order-invoices/2027-01-01` })).json() as InvoiceView;
    expect(empty).toMatchObject({ invoiceNumber: 'THEC20270101', suppliers: [], total: 0 });
    expect((await asVenueUser({ url: `/api/venues/${otherVenueId}/order-invoices/2026-11-20` })).statusCode).toBe(403);
  });
});
