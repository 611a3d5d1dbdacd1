import {
  connectionStatusAt,
  integrationErrors,
  planHasFeature,
  type XeroBillSendResult,
  xeroBillStreamId,
  xeroConnectionStreamId,
  xeroMessages,
} from '@oms/contracts';
import { readModels, type XeroBillDocument } from '@oms/projections';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { DomainError, domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { currentPlanOf } from '../subscriptions/planUsage';
import type { AccountingDependencies } from './accounting/accountingDependencies';
import { AccountingRejection, type AccountingTokens, type BillFile } from './accounting/accountingService';
import { type XeroBillCommand, xeroBillDecider } from './xeroBill/xeroBill';
import { type XeroConnectionCommand, xeroConnectionDecider } from './xeroConnection/xeroConnection';

/** Spec 02 §6: Xero needs Growth or above. */
export async function assertXeroIncluded(platform: Platform, venueId: string) {
  if (!planHasFeature(await currentPlanOf(platform, venueId), 'Xero'))
    throw domainErrorOf(integrationErrors.growthOnly);
}

/** Refresh an access token this long before it runs out, so a send never starts with a dying one. */
const REFRESH_MARGIN_MS = 60 * 1000;

export const runXeroConnectionCommand = (
  platform: Platform,
  venueId: string,
  command: XeroConnectionCommand,
  context: CommandContext,
) => handleCommand(platform.eventStore, xeroConnectionStreamId(venueId), xeroConnectionDecider, command, context);

export const runXeroBillCommand = (
  platform: Platform,
  venueId: string,
  poNumber: string,
  command: XeroBillCommand,
  context: CommandContext,
) => handleCommand(platform.eventStore, xeroBillStreamId(venueId, poNumber), xeroBillDecider, command, context);

/** Connect: keeps the finance contact e-mail, then gives the address where the venue consents. */
export async function connectXero(
  platform: Platform,
  dependencies: AccountingDependencies,
  venueId: string,
  input: { financeEmail: string; state: string },
  context: CommandContext,
) {
  const outcome = await runXeroConnectionCommand(
    platform,
    venueId,
    {
      type: 'ConnectXero',
      venueId,
      financeEmail: input.financeEmail,
      provider: dependencies.accounting.provider,
      now: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return { authorisationUrl: dependencies.accounting.authorisationUrl(input.state) };
}

/** The consent came back with its code: the tokens go into the vault, the organisations into an event. */
export async function authoriseXero(
  platform: Platform,
  dependencies: AccountingDependencies,
  venueId: string,
  code: string,
  context: CommandContext,
) {
  const { tokens, organisations } = await dependencies.accounting.completeAuthorisation(code);
  const outcome = await runXeroConnectionCommand(
    platform,
    venueId,
    {
      type: 'AuthoriseXero',
      venueId,
      provider: dependencies.accounting.provider,
      organisations,
      now: context.now.toISOString(),
    },
    context,
  );
  dependencies.vault.put(venueId, tokens);
  await platform.runner.waitFor(outcome.position);
}

/** Works without an accounting service: the venue can always let go of its connection. */
export async function disconnectXero(
  platform: Platform,
  dependencies: AccountingDependencies | undefined,
  venueId: string,
  context: CommandContext,
) {
  const outcome = await runXeroConnectionCommand(
    platform,
    venueId,
    { type: 'DisconnectXero', venueId, now: context.now.toISOString() },
    context,
  );
  dependencies?.vault.delete(venueId);
  await platform.runner.waitFor(outcome.position);
}

/** Where the venue's connection stands now, from the read model (spec 02 §5: 90 days). */
export async function xeroConnectionStatus(platform: Platform, venueId: string) {
  const connection = await readModels.xeroConnections.in(platform.readStore).findOne({ _id: venueId });
  return connectionStatusAt(connection?.authorisedAt ?? null, platform.clock());
}

async function storedContent(platform: Platform, key: string): Promise<Buffer | null> {
  const stored = await platform.files.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The file a bill carries: the one uploaded for it, else the PO's uploaded invoice; a file
 * deleted since the request is simply left off.
 */
async function billFileOf(
  platform: Platform,
  venueId: string,
  requested: Pick<XeroBillDocument, 'fileId' | 'storedFile'>,
): Promise<BillFile | null> {
  if (requested.storedFile) {
    const content = await storedContent(platform, requested.storedFile.key);
    return content && { name: requested.storedFile.fileName, contentType: requested.storedFile.contentType, content };
  }
  const invoiceId = requested.fileId;
  if (!invoiceId) return null;
  const invoice = await readModels.uploadedInvoices.in(platform.readStore).findOne({ invoiceId, venueId });
  if (!invoice || invoice.deletedAt !== null) return null;
  const content = await storedContent(platform, invoice.fileKey);
  return content && { name: invoice.fileName, contentType: invoice.contentType, content };
}

async function liveTokens(platform: Platform, dependencies: AccountingDependencies, venueId: string) {
  const tokens = dependencies.vault.get(venueId);
  if (!tokens) throw domainErrorOf(integrationErrors.notConnected);
  if (Date.parse(tokens.accessExpiresAt) - platform.clock().getTime() > REFRESH_MARGIN_MS) return tokens;
  const refreshed: AccountingTokens = await dependencies.accounting.refresh(tokens);
  dependencies.vault.put(venueId, refreshed);
  return refreshed;
}

/**
 * The send workflow's call to the accounting service, keyed by the workflow id so a retried call
 * never makes a second bill. A refusal of the bill itself comes back as 'rejected' (retrying cannot
 * help); anything else (the service unreachable) throws, and the workflow retries with backoff.
 */
export async function sendXeroBill(
  platform: Platform,
  dependencies: AccountingDependencies,
  input: { venueId: string; poNumber: string; idempotencyKey: string },
): Promise<XeroBillSendResult> {
  const requested = await readModels.xeroBills
    .in(platform.readStore)
    .findOne({ venueId: input.venueId, poNumber: input.poNumber });
  if (!requested) return { outcome: 'rejected', message: xeroMessages.failed };
  if (requested.status === 'sent' && requested.billId) return { outcome: 'sent', billId: requested.billId };
  if ((await xeroConnectionStatus(platform, input.venueId)) !== 'connected') {
    return { outcome: 'rejected', message: xeroMessages.connectionExpired };
  }
  try {
    const tokens = await liveTokens(platform, dependencies, input.venueId);
    const { billId } = await dependencies.accounting.createBill({
      tokens,
      organisationId: requested.organisationId,
      bill: requested.bill,
      idempotencyKey: input.idempotencyKey,
      file: await billFileOf(platform, input.venueId, requested),
    });
    return { outcome: 'sent', billId };
  } catch (error) {
    if (error instanceof AccountingRejection) return { outcome: 'rejected', message: error.message };
    if (error instanceof DomainError && error.code === integrationErrors.notConnected.code) {
      return { outcome: 'rejected', message: xeroMessages.connectionExpired };
    }
    throw error;
  }
}

/** Records what the send came to, once, however often the workflow reports it. */
export async function recordXeroBillOutcome(
  platform: Platform,
  input: { venueId: string; poNumber: string; result: XeroBillSendResult; idempotencyKey: string },
) {
  const context = { ...systemContext(platform.clock()), idempotencyKey: input.idempotencyKey };
  const now = context.now.toISOString();
  const command: XeroBillCommand =
    input.result.outcome === 'sent'
      ? { type: 'RecordXeroBillSent', billId: input.result.billId, now }
      : { type: 'RecordXeroBillFailed', message: input.result.message || xeroMessages.failed, now };
  const outcome = await runXeroBillCommand(platform, input.venueId, input.poNumber, command, context);
  await platform.runner.waitFor(outcome.position);
}
