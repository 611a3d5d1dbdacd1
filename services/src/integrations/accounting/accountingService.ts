import type { AccountingOrganisation, AccountingProvider, XeroBill } from '@oms/contracts';

/** What the server keeps to act for a venue; sealed at rest (tokenVault.ts), never sent to the browser. */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  /** Instant (ISO UTC) the access token stops working; the server refreshes it before then. */
  accessExpiresAt: string;
}

export interface AuthorisedConnection {
  tokens: AccountingTokens;
  organisations: AccountingOrganisation[];
}

export interface BillFile {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface CreateBillInput {
  tokens: AccountingTokens;
  organisationId: string;
  bill: XeroBill;
  /** From the workflow id: the same key never makes a second bill, however often the call is retried. */
  idempotencyKey: string;
  file: BillFile | null;
}

/**
 * A refusal the accounting service gives for the bill itself (an unknown contact, a closed
 * account): retrying cannot help, so the send records it as failed with these words.
 */
export class AccountingRejection extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountingRejection';
  }
}

/** The accounting port (spec 02 §2.5, §2.13): the sandbox or Xero, chosen by configuration. */
export interface AccountingService {
  readonly provider: AccountingProvider;
  /** Where the browser goes to consent; `state` comes back with the code. */
  authorisationUrl(state: string): string;
  completeAuthorisation(code: string): Promise<AuthorisedConnection>;
  refresh(tokens: AccountingTokens): Promise<AccountingTokens>;
  createBill(input: CreateBillInput): Promise<{ billId: string }>;
}
