import type { AccountingOrganisation, XeroBill } from '@oms/contracts';
import type { Invoice, Invoices } from 'xero-node';
import {
  AccountingRejection,
  type AccountingService,
  type AccountingTokens,
  type AuthorisedConnection,
  type CreateBillInput,
} from './accountingService';

export interface XeroAdapterOptions {
  clientId: string;
  clientSecret: string;
  /** Registered with the Xero app: the web's /integrations/xero/callback on this deployment. */
  redirectUri: string;
  /** Xero's hosts; a test points them at a local server. */
  loginUrl?: string;
  identityUrl?: string;
  apiUrl?: string;
  clock?: () => Date;
}

/** What the bill send needs: create bills, read accounts and contacts, offline refresh. */
const scopes =
  'openid profile email offline_access accounting.transactions accounting.settings.read accounting.contacts.read';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface XeroConnectionAnswer {
  tenantId: string;
  tenantType: string;
  tenantName: string | null;
}

/** xero-node rejects with a JSON string of `{ response: { statusCode, body } }`, or an axios-like object. */
function failureOf(error: unknown): { status: number; body: unknown } {
  const parsed = typeof error === 'string' ? safeJson(error) : error;
  const response = (parsed as { response?: { statusCode?: number; status?: number; body?: unknown; data?: unknown } })
    ?.response;
  return { status: response?.statusCode ?? response?.status ?? 0, body: response?.body ?? response?.data ?? null };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { response: { statusCode: 0, body: text } };
  }
}

/** Xero's validation answer: `Elements[].ValidationErrors[].Message`, else its `Message` or `Detail`. */
function messageOf(body: unknown): string {
  const answer = body as {
    Elements?: { ValidationErrors?: { Message?: string }[] }[];
    Message?: string;
    Detail?: string;
    Title?: string;
  } | null;
  const validation = answer?.Elements?.flatMap((element) => element.ValidationErrors ?? [])
    .map((error) => error.Message)
    .filter((message): message is string => Boolean(message));
  if (validation?.length) return validation.join(' ');
  return answer?.Message ?? answer?.Detail ?? answer?.Title ?? 'The accounting service refused the bill';
}

/** 4xx other than throttling is about the request itself: retrying cannot help. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

// xero-node takes a large share of a second to load: only a call to Xero pays for it, not every start.
const loadXero = () => import('xero-node');

function invoiceOf(bill: XeroBill, { Invoice, LineAmountTypes }: Awaited<ReturnType<typeof loadXero>>): Invoice {
  return {
    type: Invoice.TypeEnum.ACCPAY,
    status: Invoice.StatusEnum.AUTHORISED,
    contact: { contactID: bill.Contact.ContactID },
    date: bill.Date,
    dueDate: bill.DueDate,
    reference: bill.Reference,
    lineAmountTypes: LineAmountTypes.Exclusive,
    lineItems: bill.LineItems.map((line) => ({
      description: line.Description,
      quantity: line.Quantity,
      unitAmount: line.UnitAmount,
      accountCode: line.AccountCode,
      ...(line.TaxType === '' ? {} : { taxType: line.TaxType }),
    })),
  };
}

/**
 * The Xero adapter of the accounting port: OAuth 2.0 authorisation code flow against Xero's identity
 * service, and the Accounting API through `xero-node` for the organisation's chart of accounts,
 * contacts and the bill itself (with its file attached). The bill carries the send's idempotency key,
 * so Xero makes one bill however often the workflow retries the call.
 */
export function createXeroAccountingService(options: XeroAdapterOptions): AccountingService {
  const clock = options.clock ?? (() => new Date());
  const loginUrl = options.loginUrl ?? 'https://login.xero.com';
  const identityUrl = options.identityUrl ?? 'https://identity.xero.com';
  const apiUrl = options.apiUrl ?? 'https://api.xero.com';

  const accountingApi = async (accessToken: string) => {
    const { AccountingApi } = await loadXero();
    const api = new AccountingApi(`${apiUrl}/api.xro/2.0`);
    api.accessToken = accessToken;
    return api;
  };

  async function tokenRequest(body: Record<string, string>): Promise<AccountingTokens> {
    const response = await fetch(`${identityUrl}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(body),
    });
    const answer = (await response.json().catch(() => null)) as (TokenAnswer & { error?: string }) | null;
    if (!response.ok || !answer?.access_token) {
      if (isRefusal(response.status)) throw new AccountingRejection(answer?.error ?? 'invalid_grant');
      throw new Error(`Xero's token endpoint answered ${response.status}`);
    }
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      accessExpiresAt: new Date(clock().getTime() + answer.expires_in * 1000).toISOString(),
    };
  }

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const failure = failureOf(error);
      if (isRefusal(failure.status)) throw new AccountingRejection(messageOf(failure.body));
      throw new Error(`Xero answered ${failure.status || 'nothing'}: ${messageOf(failure.body)}`);
    }
  }

  async function organisationsOf(accessToken: string): Promise<AccountingOrganisation[]> {
    const response = await fetch(`${apiUrl}/connections`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`Xero's connections answered ${response.status}`);
    const connections = ((await response.json()) as XeroConnectionAnswer[]).filter(
      (connection) => connection.tenantType === 'ORGANISATION',
    );
    const api = await accountingApi(accessToken);
    return Promise.all(
      connections.map(async (connection) => {
        const [accounts, contacts] = await Promise.all([
          call(() => api.getAccounts(connection.tenantId, undefined, 'Status=="ACTIVE"')),
          call(() => api.getContacts(connection.tenantId, undefined, 'ContactStatus=="ACTIVE"')),
        ]);
        return {
          organisationId: connection.tenantId,
          name: connection.tenantName ?? connection.tenantId,
          accounts: (accounts.body.accounts ?? [])
            .filter((account) => account.accountID && account.code)
            .map((account) => ({
              accountId: account.accountID as string,
              code: account.code as string,
              name: account.name ?? (account.code as string),
              taxType: account.taxType ?? '',
            })),
          contacts: (contacts.body.contacts ?? [])
            .filter((contact) => contact.contactID)
            .map((contact) => ({ contactId: contact.contactID as string, name: contact.name ?? '' })),
        };
      }),
    );
  }

  return {
    provider: 'xero',
    authorisationUrl(state) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: scopes,
        state,
      });
      return `${loginUrl}/identity/connect/authorize?${query}`;
    },
    async completeAuthorisation(code): Promise<AuthorisedConnection> {
      const tokens = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: options.redirectUri });
      return { tokens, organisations: await organisationsOf(tokens.accessToken) };
    },
    refresh: (tokens) => tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }),
    async createBill(input: CreateBillInput) {
      const api = await accountingApi(input.tokens.accessToken);
      const invoices: Invoices = { invoices: [invoiceOf(input.bill, await loadXero())] };
      const created = await call(() =>
        api.createInvoices(input.organisationId, invoices, false, 4, input.idempotencyKey),
      );
      const invoice = created.body.invoices?.[0];
      const refusal = invoice?.validationErrors?.map((error) => error.message).filter(Boolean);
      if (!invoice?.invoiceID || refusal?.length) {
        throw new AccountingRejection(refusal?.join(' ') || 'The accounting service refused the bill');
      }
      const invoiceId = invoice.invoiceID;
      const file = input.file;
      if (file) {
        await call(() =>
          api.createInvoiceAttachmentByFileName(
            input.organisationId,
            invoiceId,
            file.name,
            file.content,
            false,
            `${input.idempotencyKey}-file`,
            { headers: { 'Content-Type': file.contentType } },
          ),
        );
      }
      return { billId: invoiceId };
    },
  };
}
