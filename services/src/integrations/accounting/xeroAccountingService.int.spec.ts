import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { XeroBill, XeroBillLine } from '@oms/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountingRejection } from './accountingService';
import { createXeroAccountingService } from './xeroAccountingService';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Xero's identity and Accounting API as far as the adapter uses them, answering the way Xero answers. */
function fakeXero() {
  const seen: Seen[] = [];
  const bills = new Map<string, string>();
  let failNextInvoice = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://xero.local');
      seen.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, headers: request.headers, body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const bearer = request.headers.authorization === 'Bearer access-1';
      if (url.pathname === '/connect/token') {
        const form = new URLSearchParams(body);
        const basic = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        if (request.headers.authorization !== basic) return json(401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
          return json(200, { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 1800 });
        }
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-1') {
          return json(200, { access_token: 'access-1', refresh_token: 'refresh-2', expires_in: 1800 });
        }
        return json(400, { error: 'invalid_grant' });
      }
      if (!bearer) return json(401, { Title: 'Unauthorized', Detail: 'AuthenticationUnsuccessful' });
      if (url.pathname === '/connections') {
        return json(200, [
          { tenantId: 'tenant-1', tenantType: 'ORGANISATION', tenantName: 'Crown Trading Ltd' },
          { tenantId: 'practice-1', tenantType: 'PRACTICEMANAGER', tenantName: 'Practice' },
        ]);
      }
      if (url.pathname === '/api.xro/2.0/Accounts') {
        return json(200, {
          Accounts: [
            { AccountID: 'acc-300', Code: '300', Name: 'Purchases', TaxType: 'INPUT2', Status: 'ACTIVE' },
            { AccountID: 'acc-200', Code: '200', Name: 'Sales', TaxType: 'OUTPUT2', Status: 'ACTIVE' },
          ],
        });
      }
      if (url.pathname === '/api.xro/2.0/Contacts') {
        return json(200, { Contacts: [{ ContactID: 'contact-brakes', Name: 'Brakes', ContactStatus: 'ACTIVE' }] });
      }
      if (url.pathname === '/api.xro/2.0/Invoices' && request.method === 'PUT') {
        if (failNextInvoice > 0) {
          failNextInvoice -= 1;
          return json(503, { Title: 'Service Unavailable' });
        }
        const invoice = JSON.parse(body).Invoices[0];
        if (invoice.LineItems.some((line: { AccountCode: string }) => line.AccountCode === '999')) {
          return json(400, {
            ErrorNumber: 10,
            Type: 'ValidationException',
            Message: 'A validation exception occurred',
            Elements: [
              { ValidationErrors: [{ Message: "Account code '999' is not a valid code for this document." }] },
            ],
          });
        }
        const key = String(request.headers['idempotency-key']);
        const id = bills.get(key) ?? `invoice-${bills.size + 1}`;
        bills.set(key, id);
        return json(200, { Invoices: [{ ...invoice, InvoiceID: id }] });
      }
      if (url.pathname.startsWith('/api.xro/2.0/Invoices/') && url.pathname.includes('/Attachments/')) {
        return json(200, { Attachments: [{ AttachmentID: 'attachment-1' }] });
      }
      return json(404, { Title: 'Not Found' });
    });
  });
  return {
    server,
    seen,
    bills,
    failInvoices: (count: number) => {
      failNextInvoice = count;
    },
  };
}

const flour: XeroBillLine = {
  Description: 'Plain Flour 16kg',
  Quantity: 2,
  UnitAmount: 14.5,
  AccountCode: '300',
  TaxType: 'ZERORATEDINPUT',
};
const bill: XeroBill = {
  Type: 'ACCPAY',
  Status: 'AUTHORISED',
  Contact: { ContactID: 'contact-brakes' },
  Date: '2026-11-20',
  DueDate: '2026-12-20',
  Reference: 'PO-1042',
  LineAmountTypes: 'Exclusive',
  LineItems: [
    flour,
    { Description: 'Blue Roll', Quantity: 1, UnitAmount: 9.99, AccountCode: '300', TaxType: 'INPUT2' },
  ],
};

describe('the Xero adapter (xero-node) against a local Xero', () => {
  const xero = fakeXero();
  let base = '';
  const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', accessExpiresAt: '2026-11-20T12:30:00.000Z' };
  const adapter = () =>
    createXeroAccountingService({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      redirectUri: 'https://oms.example/integrations/xero/callback',
      loginUrl: base,
      identityUrl: base,
      apiUrl: base,
      clock: () => new Date('2026-11-20T12:00:00.000Z'),
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => xero.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(xero.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (xero.server as Server).close(() => resolve())));
  beforeEach(() => {
    xero.seen.length = 0;
  });

  it('sends the browser to the authorisation code flow with the configured redirect and the state', () => {
    const url = new URL(adapter().authorisationUrl('state-abc'));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/identity/connect/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-id',
      redirect_uri: 'https://oms.example/integrations/xero/callback',
      scope: expect.stringContaining('accounting.transactions'),
      state: 'state-abc',
    });
    expect(url.searchParams.get('scope')).toContain('offline_access');
  });

  it('exchanges the code for tokens and reads each organisation’s accounts and contacts', async () => {
    const connection = await adapter().completeAuthorisation('good-code');
    expect(connection.tokens).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      accessExpiresAt: '2026-11-20T12:30:00.000Z',
    });
    expect(connection.organisations).toEqual([
      {
        organisationId: 'tenant-1',
        name: 'Crown Trading Ltd',
        accounts: [
          { accountId: 'acc-300', code: '300', name: 'Purchases', taxType: 'INPUT2' },
          { accountId: 'acc-200', code: '200', name: 'Sales', taxType: 'OUTPUT2' },
        ],
        contacts: [{ contactId: 'contact-brakes', name: 'Brakes' }],
      },
    ]);
    const exchange = xero.seen.find((request) => request.path === '/connect/token');
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: 'https://oms.example/integrations/xero/callback',
    });
    const accounts = xero.seen.find((request) => request.path.startsWith('/api.xro/2.0/Accounts'));
    expect(accounts?.headers['xero-tenant-id']).toBe('tenant-1');
  });

  it('refuses a used or unknown code as a rejection, not a retry', async () => {
    await expect(adapter().completeAuthorisation('used-code')).rejects.toBeInstanceOf(AccountingRejection);
  });

  it('refreshes with the refresh token', async () => {
    expect(await adapter().refresh(tokens)).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-2' });
  });

  it('creates the bill as Xero takes it, keyed by the send, with its file attached', async () => {
    const file = { name: 'invoice PO-1042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 bill') };
    const { billId } = await adapter().createBill({
      tokens,
      organisationId: 'tenant-1',
      bill,
      idempotencyKey: 'xero-bill-ven-1-PO-1042',
      file,
    });
    expect(billId).toBe('invoice-1');
    const create = xero.seen.find(
      (request) => request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices?'),
    );
    expect(create?.path).toContain('summarizeErrors=false');
    expect(create?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'xero-tenant-id': 'tenant-1',
      'idempotency-key': 'xero-bill-ven-1-PO-1042',
    });
    expect(JSON.parse(create?.body ?? '{}')).toEqual({
      Invoices: [
        {
          Type: 'ACCPAY',
          Status: 'AUTHORISED',
          Contact: { ContactID: 'contact-brakes' },
          Date: '2026-11-20',
          DueDate: '2026-12-20',
          Reference: 'PO-1042',
          LineAmountTypes: 'Exclusive',
          LineItems: [
            {
              Description: 'Plain Flour 16kg',
              Quantity: 2,
              UnitAmount: 14.5,
              AccountCode: '300',
              TaxType: 'ZERORATEDINPUT',
            },
            { Description: 'Blue Roll', Quantity: 1, UnitAmount: 9.99, AccountCode: '300', TaxType: 'INPUT2' },
          ],
        },
      ],
    });
    const attachment = xero.seen.find((request) => request.path.includes('/Attachments/'));
    expect(attachment?.path).toBe(
      '/api.xro/2.0/Invoices/invoice-1/Attachments/invoice%20PO-1042.pdf?IncludeOnline=false',
    );
    expect(attachment?.body).toBe('%PDF-1.4 bill');
  });

  it('leaves the tax type off a line whose account is VAT on Income', async () => {
    const onIncome = { ...bill, LineItems: [{ ...flour, AccountCode: '200', TaxType: '' as const }] };
    await adapter().createBill({
      tokens,
      organisationId: 'tenant-1',
      bill: onIncome,
      idempotencyKey: 'k-income',
      file: null,
    });
    const create = xero.seen.find((request) => request.method === 'PUT');
    expect(JSON.parse(create?.body ?? '{}').Invoices[0].LineItems[0]).not.toHaveProperty('TaxType');
  });

  it('makes one bill however often the same send is retried', async () => {
    const send = () =>
      adapter().createBill({ tokens, organisationId: 'tenant-1', bill, idempotencyKey: 'k-retried', file: null });
    const first = await send();
    const second = await send();
    expect(second.billId).toBe(first.billId);
  });

  it('gives Xero’s validation words as a rejection, and an outage as an error the workflow retries', async () => {
    const wrongAccount = { ...bill, LineItems: [{ ...flour, AccountCode: '999' }] };
    await expect(
      adapter().createBill({
        tokens,
        organisationId: 'tenant-1',
        bill: wrongAccount,
        idempotencyKey: 'k-999',
        file: null,
      }),
    ).rejects.toEqual(new AccountingRejection("Account code '999' is not a valid code for this document."));

    xero.failInvoices(1);
    const outage = adapter().createBill({
      tokens,
      organisationId: 'tenant-1',
      bill,
      idempotencyKey: 'k-503',
      file: null,
    });
    await expect(outage).rejects.toThrow('Xero answered 503');
    await expect(outage).rejects.not.toBeInstanceOf(AccountingRejection);
  });

  it('refuses a revoked access token as a rejection', async () => {
    await expect(
      adapter().createBill({
        tokens: { ...tokens, accessToken: 'revoked' },
        organisationId: 'tenant-1',
        bill,
        idempotencyKey: 'k-revoked',
        file: null,
      }),
    ).rejects.toBeInstanceOf(AccountingRejection);
  });
});
