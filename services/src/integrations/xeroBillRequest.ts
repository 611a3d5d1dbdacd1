import {
  type AccountingOrganisation,
  billFormRefusal,
  businessDateOf,
  businessDateSchema,
  integrationErrors,
  type PurchaseOrderParams,
  receivedQuantityOf,
  type SendXeroBillBody,
  venueStreamId,
  type XeroBillDraft,
  type XeroBillSummary,
  xeroBillOf,
} from '@oms/contracts';
import {
  type ReceiptDocument,
  readModels,
  venueSupplierId,
  type XeroBillDocument,
  xeroBillDocumentId,
} from '@oms/projections';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { purchaseOrderOf } from '../receipting/purchaseOrderView';
import { receiptsOfPurchaseOrder } from '../receipting/receiptingService';
import { venueDecider } from '../venues/venue/venue';
import { xeroBillFileOf } from './xeroBillFiles';
import { runXeroBillCommand, xeroConnectionStatus } from './xeroService';

export const xeroBillSummaryOf = (document: XeroBillDocument): XeroBillSummary => ({
  poNumber: document.poNumber,
  status: document.status,
  billId: document.billId,
  failure: document.failure,
  requestedAt: document.requestedAt,
  settledAt: document.settledAt,
});

async function invoiceOf(platform: Platform, params: PurchaseOrderParams) {
  const invoices = await readModels.uploadedInvoices.in(platform.readStore).find(
    {
      venueId: params.venueId,
      supplierId: params.supplierId,
      purchaseOrderNumber: params.poNumber,
      deletedAt: null,
    },
    { sort: { uploadedAt: -1 }, limit: 1 },
  );
  return invoices[0] ?? null;
}

const connectedOrganisations = async (platform: Platform, venueId: string): Promise<AccountingOrganisation[]> =>
  (await readModels.xeroConnections.in(platform.readStore).findOne({ _id: venueId }))?.organisations ?? [];

const venueSupplierOf = (platform: Platform, venueId: string, supplierId: string) =>
  readModels.venueSuppliers.in(platform.readStore).findOne({ _id: venueSupplierId(venueId, supplierId) });

/**
 * What the form starts from: the venue-supplier's defaultAccount / defaultContact while the
 * connection still has them, else the organisation and account of this venue's last bill to the
 * same contact, else the first organisation, the contact named as the supplier and its first
 * account that takes purchase VAT.
 */
async function defaultsOf(
  platform: Platform,
  venueId: string,
  supplier: { supplierId: string; supplierTitle: string },
) {
  const organisations = await connectedOrganisations(platform, venueId);
  const kept = (await venueSupplierOf(platform, venueId, supplier.supplierId))?.accountingDefaults;
  const keptOrganisation = kept && organisations.find((candidate) => candidate.organisationId === kept.organisationId);
  if (
    kept &&
    keptOrganisation?.accounts.some((account) => account.accountId === kept.defaultAccount) &&
    keptOrganisation.contacts.some((contact) => contact.contactId === kept.defaultContact)
  ) {
    return { organisationId: kept.organisationId, accountId: kept.defaultAccount, contactId: kept.defaultContact };
  }
  const supplierTitle = supplier.supplierTitle.trim().toLowerCase();
  const contactIn = (organisation: AccountingOrganisation) =>
    organisation.contacts.find((contact) => contact.name.trim().toLowerCase() === supplierTitle);
  const previous = await readModels.xeroBills
    .in(platform.readStore)
    .find({ venueId }, { sort: { requestedAt: -1 }, limit: 200 });
  for (const bill of previous) {
    const organisation = organisations.find((candidate) => candidate.organisationId === bill.organisationId);
    const contact = organisation && contactIn(organisation);
    if (organisation && contact && bill.bill.Contact.ContactID === contact.contactId) {
      return { organisationId: organisation.organisationId, accountId: bill.accountId, contactId: contact.contactId };
    }
  }
  const organisation = organisations[0];
  if (!organisation) return { organisationId: null, accountId: null, contactId: null };
  const account = organisation.accounts.find((candidate) => candidate.taxType === 'INPUT2') ?? organisation.accounts[0];
  return {
    organisationId: organisation.organisationId,
    accountId: account?.accountId ?? null,
    contactId: contactIn(organisation)?.contactId ?? null,
  };
}

/**
 * The bill's account and contact become the supplier's defaults for the next send. A supplier the
 * venue is no longer linked to has no venue-supplier to keep them on, and the bill goes ahead.
 */
async function keepAccountingDefaults(
  platform: Platform,
  venueId: string,
  supplierId: string,
  defaults: { organisationId: string; defaultAccount: string; defaultContact: string },
  context: CommandContext,
) {
  if (!(await venueSupplierOf(platform, venueId, supplierId))) return null;
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId(venueId),
    venueDecider,
    { type: 'SetSupplierAccountingDefaults', supplierId, defaults },
    context,
  );
  return outcome.position;
}

const linesOf = (receipts: readonly ReceiptDocument[]) => receipts.flatMap((receipt) => receipt.lines);

async function billOf(platform: Platform, venueId: string, poNumber: string) {
  const document = await readModels.xeroBills
    .in(platform.readStore)
    .findOne({ _id: xeroBillDocumentId(venueId, poNumber) });
  return document ? xeroBillSummaryOf(document) : null;
}

/** The send page's order: its received lines, its invoice, the form's defaults and any earlier send. */
export async function xeroBillDraft(platform: Platform, params: PurchaseOrderParams): Promise<XeroBillDraft> {
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const po = purchaseOrderOf(receipts);
  const invoice = await invoiceOf(platform, params);
  return {
    supplierId: po.supplierId,
    supplierTitle: po.supplierTitle,
    poNumber: po.poNumber,
    status: po.status,
    totalSpendReceived: po.totalSpendReceived,
    lines: linesOf(receipts)
      .map((line) => ({
        description: [line.agreed.title, line.agreed.size].filter((part) => part.trim() !== '').join(' '),
        quantity: receivedQuantityOf(line),
        unitPence: line.agreed.price,
        hasVat: line.hasVat,
      }))
      .filter((line) => line.quantity > 0),
    invoice: invoice && { invoiceId: invoice.invoiceId, fileName: invoice.fileName },
    ...(await defaultsOf(platform, params.venueId, po)),
    bill: await billOf(platform, params.venueId, po.poNumber),
  };
}

/**
 * Send to Xero: checks the form, builds the bill from the receipted lines and records the request;
 * the `xero-bill-<venueId>-<PO>` workflow sends it. The decider refuses a second send of the PO.
 */
export async function requestXeroBill(
  platform: Platform,
  venueId: string,
  body: SendXeroBillBody,
  context: CommandContext,
): Promise<XeroBillSummary> {
  const refusal = billFormRefusal(body);
  if (refusal || !businessDateSchema.safeParse(body.dueDate).success) {
    throw domainErrorOf(integrationErrors.accountAndDueDateRequired);
  }
  const dueDate = body.dueDate as string;
  const connection = await xeroConnectionStatus(platform, venueId);
  if (connection === 'not connected') throw domainErrorOf(integrationErrors.notConnected);
  if (connection === 'expired') throw domainErrorOf(integrationErrors.connectionExpired);
  const params = { venueId, supplierId: body.supplierId, poNumber: body.poNumber };
  const receipts = await receiptsOfPurchaseOrder(platform, params);
  const organisation = (await connectedOrganisations(platform, venueId)).find(
    (candidate) => candidate.organisationId === body.organisationId,
  );
  if (!organisation) throw domainErrorOf(integrationErrors.unknownOrganisation);
  const account = organisation.accounts.find((candidate) => candidate.accountId === body.accountId);
  if (!account) throw domainErrorOf(integrationErrors.unknownAccount);
  if (!organisation.contacts.some((contact) => contact.contactId === body.contactId)) {
    throw domainErrorOf(integrationErrors.unknownContact);
  }
  const date = businessDateOf(context.now);
  if (dueDate < date) throw domainErrorOf(integrationErrors.dueDateBeforeBillDate);
  const po = purchaseOrderOf(receipts);
  // A file chosen on the page goes instead of the PO's invoice.
  const storedFile = body.fileKey ? await xeroBillFileOf(platform, venueId, body.fileKey) : undefined;
  const invoice = body.attachInvoice && !storedFile ? await invoiceOf(platform, params) : null;
  const outcome = await runXeroBillCommand(
    platform,
    venueId,
    po.poNumber,
    {
      type: 'RequestXeroBill',
      venueId,
      poNumber: po.poNumber,
      orderIds: po.orderIds,
      organisationId: organisation.organisationId,
      accountId: account.accountId,
      bill: xeroBillOf({
        poNumber: po.poNumber,
        lines: linesOf(receipts),
        contactId: body.contactId,
        account,
        date,
        dueDate,
      }),
      fileId: invoice?.invoiceId ?? null,
      ...(storedFile ? { storedFile } : {}),
      connection,
      orderSendable: po.status === 'Confirmed' || po.status === 'Changes',
      now: context.now.toISOString(),
    },
    context,
  );
  const defaultsPosition = await keepAccountingDefaults(
    platform,
    venueId,
    po.supplierId,
    { organisationId: organisation.organisationId, defaultAccount: account.accountId, defaultContact: body.contactId },
    context,
  );
  await platform.runner.waitFor(Math.max(outcome.position, defaultsPosition ?? 0));
  return (
    (await billOf(platform, venueId, po.poNumber)) ?? {
      poNumber: po.poNumber,
      status: 'requested',
      billId: null,
      failure: null,
      requestedAt: context.now.toISOString(),
      settledAt: null,
    }
  );
}

export async function xeroBillsOf(platform: Platform, venueId: string) {
  const documents = await readModels.xeroBills
    .in(platform.readStore)
    .find({ venueId }, { sort: { requestedAt: -1 }, limit: 5000 });
  return { bills: documents.map(xeroBillSummaryOf) };
}
