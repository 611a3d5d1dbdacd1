import {
  type OrderEvent,
  orderStreamId,
  type SandboxLedger,
  venueStreamId,
  type XeroBillDraft,
  type XeroConnectionEvent,
  xeroBillStreamId,
  xeroBillWorkflowId,
  xeroConnectionStreamId,
} from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoReceiptPng } from '../demo/demoReceiptImage';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import type { WorkflowEngine } from '../platform/engines/workflowEngine';
import { multipartBody } from '../platform/files/multipartBody';
import { multipartFilesBody } from '../platform/files/multipartFilesBody';
import { createSandboxAccountingService } from './accounting/sandboxAccountingService';
import { createTokenVault } from './accounting/tokenVault';
import { recordXeroBillOutcome, sendXeroBill } from './xeroService';

// Tuesday 24 November 2026, 10:00 in London.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const xero = `/api/venues/${venueId}/integrations/xero`;

function order(orderId: string, poNumber: string, approved: boolean): [string, OrderEvent[]] {
  const placed = orderPlaced({
    orderId,
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    poNumber,
    lines: [
      orderLine({ productId: 'chips', sku: 'CH1', title: 'Chips', quantity: 4, unitPrice: 2349, hasVat: true }),
      orderLine({ productId: 'lemons', sku: 'LE1', title: 'Lemons', size: '', quantity: 10, unitPrice: 25 }),
    ],
  });
  return [orderStreamId(orderId), approved ? [placed, supplierApproved(placed.data)] : [placed]];
}

function expiredConnection(): [string, XeroConnectionEvent[]] {
  return [
    xeroConnectionStreamId('ven-expired'),
    [
      {
        type: 'XeroConnectionRequested',
        data: {
          venueId: 'ven-expired',
          financeEmail: 'finance@expired.test',
          provider: 'sandbox',
          requestedAt: '2026-08-01T09:00:00.000Z',
        },
      },
      {
        type: 'XeroConnectionAuthorised',
        data: {
          venueId: 'ven-expired',
          provider: 'sandbox',
          organisations: [],
          authorisedAt: '2026-08-20T09:00:00.000Z',
        },
      },
    ],
  ];
}

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;
let started: string[];

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      venue('ven-free', { title: 'Free Venue' }),
      venue('ven-expired', { title: 'Expired Inn' }),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      proPlan('ven-expired', '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      await account('free@free.test', { name: 'Free Buyer', venueIds: ['ven-free'] }),
      await account('buyer@expired.test', { name: 'Old Buyer', venueIds: ['ven-expired'] }),
      supplier('brakes', { title: 'Brakes' }),
      order('o-1', 'PO-100', true),
      order('o-2', 'PO-200', false),
      order('o-3', 'PO-300', true),
      expiredConnection(),
    ]),
    { now },
  );
  started = [];
  const sandbox = createSandboxAccountingService({
    supplierNames: () => ['Brakes', 'Fresh Direct'],
    consentPath: '/integrations/sandbox/consent',
    clock: () => now,
  });
  scenario.platform.accounting = { accounting: sandbox, sandbox, vault: createTokenVault({ secret: 'test-key' }) };
  scenario.platform.workflows = {
    scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
    cancelDowngrade: async () => {},
    startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
    endSpecialPurchaseApproval: async () => {},
    async startXeroBill(input) {
      started.push(input.poNumber);
      return { workflowId: xeroBillWorkflowId(input.venueId, input.poNumber) };
    },
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    syncOrderReminderSchedule: async () => {},
    close: async () => {},
  } satisfies WorkflowEngine;
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

async function connect() {
  const connected = await asBuyer({
    method: 'POST',
    url: `${xero}/connect`,
    payload: { financeEmail: 'finance@tavern.test' },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  const consent = new URL(connected.json().authorisationUrl, 'http://oms.test');
  return { code: consent.searchParams.get('code') ?? '', state: consent.searchParams.get('state') ?? '' };
}

async function connectAndConsent() {
  const consent = await connect();
  const authorised = await asBuyer({ method: 'POST', url: `${xero}/authorise`, payload: consent });
  expect(authorised.statusCode, authorised.body).toBe(200);
  return authorised.json();
}

const send = (overrides: Record<string, unknown> = {}) =>
  asBuyer({
    method: 'POST',
    url: `${xero}/bills`,
    payload: {
      supplierId: 'brakes',
      poNumber: 'PO-100',
      organisationId: 'sandbox-org-trading',
      accountId: 'trd-310',
      contactId: 'trd-contact-1',
      dueDate: '2026-12-24',
      attachInvoice: true,
      ...overrides,
    },
  });

describe('Xero connect, consent and disconnect', () => {
  it('keeps the finance e-mail, sends the browser to the sandbox consent page, and connects on its code', async () => {
    const consent = await connect();
    expect(consent.code).not.toBe('');
    expect(await scenario.newEvents(xeroConnectionStreamId(venueId))).toEqual([
      {
        type: 'XeroConnectionRequested',
        data: { venueId, financeEmail: 'finance@tavern.test', provider: 'sandbox', requestedAt: now.toISOString() },
      },
    ]);
    const view = await asBuyer({ method: 'POST', url: `${xero}/authorise`, payload: consent });
    expect(view.json()).toMatchObject({
      status: 'connected',
      provider: 'sandbox',
      financeEmail: 'finance@tavern.test',
    });
    expect(view.json().organisations.map((organisation: { name: string }) => organisation.name)).toEqual([
      'Sandbox Trading Ltd',
      'Sandbox Holdings Ltd',
    ]);
    expect(view.body).not.toMatch(/access_sandbox|refresh_sandbox/);
  });

  it('refuses a finance e-mail that is not one, a used code and a state issued for another venue', async () => {
    const bad = await asBuyer({ method: 'POST', url: `${xero}/connect`, payload: { financeEmail: 'finance' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'XERO_FINANCE_EMAIL_INVALID',
      message: 'The input is not valid email',
    });
    const consent = await connect();
    const forged = await asBuyer({
      method: 'POST',
      url: `${xero}/authorise`,
      payload: { code: consent.code, state: scenario.platform.accounting?.vault.consentStateFor('ven-other') },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('This consent has expired, please connect again');
    await asBuyer({ method: 'POST', url: `${xero}/authorise`, payload: consent });
    const reused = await asBuyer({ method: 'POST', url: `${xero}/authorise`, payload: consent });
    expect(reused.statusCode).toBe(400);
  });

  it('disconnects: not connected again, and the tokens are gone', async () => {
    await connectAndConsent();
    const view = await asBuyer({ method: 'POST', url: `${xero}/disconnect` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ status: 'not connected', organisations: [] });
    expect(scenario.platform.accounting?.vault.get(venueId)).toBeNull();
  });

  it('refuses Free venues with the Growth words, other venues’ users, and anyone signed out', async () => {
    const asFree = await scenario.signedInAs('free@free.test');
    const free = await asFree({
      method: 'POST',
      url: '/api/venues/ven-free/integrations/xero/connect',
      payload: { financeEmail: 'a@b.test' },
    });
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toBe('This is a Growth feature.');
    for (const [method, suffix] of [
      ['POST', '/connect'],
      ['POST', '/authorise'],
      ['POST', '/disconnect'],
      ['GET', '/bills'],
      ['GET', '/bills/draft?supplierId=brakes&poNumber=PO-100'],
      ['POST', '/bills'],
      ['POST', '/bill-files'],
    ] as const) {
      expect((await asFree({ method, url: `${xero}${suffix}`, payload: {} })).statusCode).toBe(403);
      expect((await scenario.app.inject({ method, url: `${xero}${suffix}`, payload: {} })).statusCode).toBe(401);
    }
    const ledger = `/api/venues/${venueId}/integrations/sandbox/bills`;
    expect((await asFree({ method: 'GET', url: ledger })).statusCode).toBe(403);
    expect((await scenario.app.inject({ method: 'GET', url: ledger })).statusCode).toBe(401);
  });
});

describe('Send to Xero', () => {
  it('drafts the bill from the received lines with the supplier’s contact and a purchases account', async () => {
    await connectAndConsent();
    const draft = await asBuyer({ method: 'GET', url: `${xero}/bills/draft?supplierId=brakes&poNumber=PO-100` });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toEqual({
      supplierId: 'brakes',
      supplierTitle: 'Brakes',
      poNumber: 'PO-100',
      status: 'Confirmed',
      totalSpendReceived: 4 * 2349 + 10 * 25,
      lines: [
        { description: 'Chips 2.5kg', quantity: 4, unitPence: 2349, hasVat: true },
        { description: 'Lemons', quantity: 10, unitPence: 25, hasVat: false },
      ],
      invoice: null,
      organisationId: 'sandbox-org-trading',
      accountId: 'trd-300',
      contactId: 'trd-contact-1',
      bill: null,
    } satisfies XeroBillDraft);
  });

  it('refuses without an account or a due date in the spec’s words, recording nothing', async () => {
    await connectAndConsent();
    for (const missing of [{ accountId: '' }, { dueDate: null }, { dueDate: 'soon' }]) {
      const response = await send(missing);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Submission Failed: Account and due date are required.');
    }
    expect(await scenario.newEvents(xeroBillStreamId(venueId, 'PO-100'))).toEqual([]);
  });

  it('records the request, starts nothing itself, refuses a second send; the send lands once in the ledger', async () => {
    await connectAndConsent();
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ poNumber: 'PO-100', status: 'requested', billId: null });
    const [requested] = await scenario.newEvents(xeroBillStreamId(venueId, 'PO-100'));
    expect(requested).toMatchObject({
      type: 'XeroBillRequested',
      data: {
        organisationId: 'sandbox-org-trading',
        accountId: 'trd-310',
        fileId: null,
        bill: {
          Type: 'ACCPAY',
          Status: 'AUTHORISED',
          Date: '2026-11-24',
          DueDate: '2026-12-24',
          LineItems: [
            { Description: 'Chips 2.5kg', Quantity: 4, UnitAmount: 23.49, AccountCode: '310', TaxType: 'INPUT2' },
            { Description: 'Lemons', Quantity: 10, UnitAmount: 0.25, AccountCode: '310', TaxType: 'ZERORATEDINPUT' },
          ],
        },
      },
    });
    const second = await send();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('This order has already been sent to Xero');

    // What the workflow's activities do, twice over as a retry would.
    const key = xeroBillWorkflowId(venueId, 'PO-100');
    const { platform } = scenario;
    const dependencies = platform.accounting;
    if (!dependencies) throw new Error('no accounting');
    for (const attempt of [1, 2]) {
      const result = await sendXeroBill(platform, dependencies, { venueId, poNumber: 'PO-100', idempotencyKey: key });
      await recordXeroBillOutcome(platform, {
        venueId,
        poNumber: 'PO-100',
        result,
        idempotencyKey: `${key}:${attempt}`,
      });
    }
    const bills = await asBuyer({ method: 'GET', url: `${xero}/bills` });
    expect(bills.json().bills).toMatchObject([{ poNumber: 'PO-100', status: 'sent' }]);
    const ledger = (await asBuyer({ method: 'GET', url: `/api/venues/${venueId}/integrations/sandbox/bills` })).json();
    expect((ledger as SandboxLedger).bills).toMatchObject([
      {
        organisationName: 'Sandbox Trading Ltd',
        contactName: 'Brakes',
        reference: 'PO-100',
        totalPence: 4 * 2349 + 10 * 25,
        dueDate: '2026-12-24',
      },
    ]);
  });

  it('attaches the PO’s invoice by default: the accounting service receives the file with the bill', async () => {
    await connectAndConsent();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = multipartFilesBody([{ name: 'brakes-po-100.pdf', content: pdf, contentType: 'application/pdf' }], {
      items: JSON.stringify([
        { supplierId: 'brakes', supplierTitle: '', purchaseOrderNumber: 'PO-100', comment: '', totalPence: 9646 },
      ]),
    });
    const uploaded = await asBuyer({
      method: 'POST',
      url: `/api/venues/${venueId}/invoice-uploads`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const draft = await asBuyer({ method: 'GET', url: `${xero}/bills/draft?supplierId=brakes&poNumber=PO-100` });
    expect(draft.json().invoice).toMatchObject({ fileName: 'brakes-po-100.pdf' });
    expect((await send()).statusCode).toBe(200);
    const { platform } = scenario;
    if (!platform.accounting) throw new Error('no accounting');
    const key = xeroBillWorkflowId(venueId, 'PO-100');
    await sendXeroBill(platform, platform.accounting, { venueId, poNumber: 'PO-100', idempotencyKey: key });
    expect(platform.accounting.sandbox?.bills()).toMatchObject([{ fileName: 'brakes-po-100.pdf' }]);
  });

  it('refuses an order still waiting on the supplier, an unknown account and a due date before today', async () => {
    await connectAndConsent();
    expect((await send({ poNumber: 'PO-200' })).json().error.code).toBe('XERO_ORDER_NOT_SENDABLE');
    expect((await send({ accountId: 'nope' })).json().error.code).toBe('XERO_UNKNOWN_ACCOUNT');
    expect((await send({ dueDate: '2026-11-01' })).json().error.code).toBe('XERO_DUE_DATE_BEFORE_BILL_DATE');
    expect((await send({ poNumber: 'PO-999' })).statusCode).toBe(404);
  });

  it('refuses before connecting, and with a connection past 90 days in the spec’s words', async () => {
    expect((await send()).json().error.code).toBe('XERO_NOT_CONNECTED');
    const asExpired = await scenario.signedInAs('buyer@expired.test');
    const expired = await asExpired({
      method: 'POST',
      url: '/api/venues/ven-expired/integrations/xero/bills',
      payload: {
        supplierId: 'brakes',
        poNumber: 'PO-100',
        organisationId: 'x',
        accountId: 'y',
        contactId: 'z',
        dueDate: '2026-12-24',
        attachInvoice: false,
      },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'Your Xero Connection has Expired - Please Reconnect to Keep Using This Feature.',
    );
  });

  it('answers 503 before recording anything while no workflow engine can send', async () => {
    await connectAndConsent();
    scenario.platform.workflows = undefined;
    expect((await send()).statusCode).toBe(503);
    expect(await scenario.newEvents(xeroBillStreamId(venueId, 'PO-100'))).toEqual([]);
  });
});

describe("Send to Xero: the supplier's defaultAccount and defaultContact (spec 02 §3 venueSupplier)", () => {
  it('keeps the account and contact of a bill on the venue supplier, and the next draft starts from them', async () => {
    await connectAndConsent();
    expect((await send({ accountId: 'trd-310', contactId: 'trd-contact-2' })).statusCode).toBe(200);
    expect(await scenario.newEvents(venueStreamId(venueId))).toEqual([
      {
        type: 'VenueSupplierAccountingDefaultsSet',
        data: {
          venueId,
          supplierId: 'brakes',
          organisationId: 'sandbox-org-trading',
          defaultAccount: 'trd-310',
          defaultContact: 'trd-contact-2',
        },
      },
    ]);
    const draft = await asBuyer({ method: 'GET', url: `${xero}/bills/draft?supplierId=brakes&poNumber=PO-300` });
    expect(draft.json()).toMatchObject({
      organisationId: 'sandbox-org-trading',
      accountId: 'trd-310',
      contactId: 'trd-contact-2',
    });
  });

  it('records nothing more when the next bill keeps the same account and contact', async () => {
    await connectAndConsent();
    await send({ accountId: 'trd-310' });
    await send({ poNumber: 'PO-300', accountId: 'trd-310' });
    const defaults = (await scenario.newEvents(venueStreamId(venueId))).filter(
      (event) => event.type === 'VenueSupplierAccountingDefaultsSet',
    );
    expect(defaults).toHaveLength(1);
  });
});

describe('Send to Xero: a file other than the PO’s invoice (spec 02 §2.5, §5)', () => {
  const billFiles = `${xero}/bill-files`;
  const upload = (file: { name: string; content: Buffer; contentType?: string } | null) =>
    asBuyer({ method: 'POST', url: billFiles, ...multipartBody(file) });

  it('keeps a chosen file and sends it with the bill instead of the invoice', async () => {
    await connectAndConsent();
    const uploaded = await upload({
      name: 'delivery note.png',
      content: demoReceiptPng(1, 60, 60),
      contentType: 'image/png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileKey, fileName } = uploaded.json();
    expect(fileName).toBe('delivery note.png');
    expect(fileKey).toMatch(/^xero-bills\/ven-tavern\//);
    expect(await scenario.newEvents(`venueDocuments-${venueId}`)).toMatchObject([
      { type: 'FileStored', data: { purpose: 'xeroBillFile', file: { key: fileKey, contentType: 'image/png' } } },
    ]);
    expect((await send({ fileKey })).statusCode).toBe(200);
    const [requested] = await scenario.newEvents(xeroBillStreamId(venueId, 'PO-100'));
    expect(requested?.data).toMatchObject({
      fileId: null,
      storedFile: { key: fileKey, fileName: 'delivery note.png', contentType: 'image/png' },
    });
    const { platform } = scenario;
    if (!platform.accounting) throw new Error('no accounting');
    const key = xeroBillWorkflowId(venueId, 'PO-100');
    await sendXeroBill(platform, platform.accounting, { venueId, poNumber: 'PO-100', idempotencyKey: key });
    expect(platform.accounting.sandbox?.bills()).toMatchObject([{ fileName: 'delivery note.png' }]);
  });

  it('refuses a file that is not a pdf, png or jpeg by its content, one of 10MB or more and no file; nothing is kept', async () => {
    await connectAndConsent();
    const text = await upload({
      name: 'bill.pdf',
      content: Buffer.from('not a pdf at all'),
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Unsupported file type');
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await upload({ name: 'big.pdf', content: big, contentType: 'application/pdf' });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toBe('File must be smaller than 10MB');
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select a file first.');
    expect(await scenario.newEvents(`venueDocuments-${venueId}`)).toEqual([]);
    expect(await scenario.platform.files.list(`xero-bills/`)).toEqual([]);
  });

  it('refuses a bill naming a file that is not one of this venue’s bill files, recording nothing', async () => {
    await connectAndConsent();
    for (const fileKey of [
      'documents/ven-tavern/report.pdf',
      'xero-bills/ven-tavern/missing.pdf',
      'xero-bills/ven-tavernx/a.pdf',
    ]) {
      const refused = await send({ fileKey });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('XERO_BILL_FILE_UNKNOWN');
    }
    expect(await scenario.newEvents(xeroBillStreamId(venueId, 'PO-100'))).toEqual([]);
  });
});
