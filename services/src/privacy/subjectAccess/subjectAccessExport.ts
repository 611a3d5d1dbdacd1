import { ERASED, signInGuardStreamId } from '@oms/contracts';
import { type AccountDocument, readModels } from '@oms/projections';
import type { Platform } from '../../platform/platform';

/** One JSON file of the zip: a kind of record the platform holds about the person. */
export interface ExportRecords {
  fileName: string;
  records: unknown;
}

/** One stored file of the person's, placed in the zip under `name`. */
export interface ExportFile {
  key: string;
  name: string;
}

export interface SubjectAccessExport {
  records: ExportRecords[];
  files: ExportFile[];
}

/** Their own words on a stored file's name stay, but never a path that climbs out of its folder. */
const safeName = (name: string) => name.replace(/[\\/]/g, '_').replace(/^\.+/, '_') || 'file';

/** Secrets the platform keeps to check the person (hashes, reset codes) are not their data to hand over. */
function accountRecord(account: AccountDocument) {
  const { _id, passwordHash: _hash, pendingReset: _reset, _position, ...shown } = account;
  return shown;
}

/**
 * Everything the platform holds about one account, read from the read models and the account's own
 * sign-in stream. Fields whose key was destroyed were folded again as "erased", so an erased
 * person's export says so rather than failing.
 */
export async function subjectAccessExport(platform: Platform, accountId: string): Promise<SubjectAccessExport> {
  const store = platform.readStore;
  const account = await readModels.accounts.in(store).findOne({ _id: accountId });
  const emails = account ? [account.email, ...account.secondaryEmails] : [];
  const [sessions, signIns, chatMessages, orders, mail, deletionRequests, accessRequests, invoices, coPilotEmails] =
    await Promise.all([
      readModels.sessions.in(store).find({ accountId }, { sort: { startedAt: 1 } }),
      platform.eventStore.readStream(signInGuardStreamId(accountId)),
      readModels.chatMessages.in(store).find({ fromAccountId: accountId }, { sort: { sentAt: 1 } }),
      readModels.orders.in(store).find({ placedBy: accountId }, { sort: { orderedAt: 1 } }),
      readModels.mailbox.in(store).find({ to: { $in: emails } }, { sort: { queuedAt: 1 } }),
      readModels.dataDeletionRequests.in(store).find({ accountEmail: { $in: emails } }, { sort: { requestedAt: 1 } }),
      readModels.subjectAccessRequests.in(store).find({ accountId }, { sort: { requestedAt: 1 } }),
      readModels.uploadedInvoices.in(store).find({ uploadedBy: accountId }, { sort: { uploadedAt: 1 } }),
      readModels.aiOrders.in(store).find({ from: { $in: emails } }, { sort: { receivedAt: 1 } }),
    ]);
  const withoutStoreFields = <T extends { _id: string }>(documents: readonly T[]) =>
    documents.map(({ _id, _position, ...document }: T & { _position?: unknown }) => document);

  const records: ExportRecords[] = [
    { fileName: 'account.json', records: account ? accountRecord(account) : { accountId, name: ERASED } },
    {
      fileName: 'sessions.json',
      records: sessions.map(({ startedAt, expiresAt, endedAt }) => ({ startedAt, expiresAt, endedAt })),
    },
    { fileName: 'sign-ins.json', records: signIns.map(({ type, data }) => ({ type, ...(data as object) })) },
    { fileName: 'chat-messages.json', records: withoutStoreFields(chatMessages) },
    { fileName: 'orders.json', records: withoutStoreFields(orders) },
    { fileName: 'mail.json', records: withoutStoreFields(mail) },
    { fileName: 'data-deletion-requests.json', records: withoutStoreFields(deletionRequests) },
    { fileName: 'data-access-requests.json', records: withoutStoreFields(accessRequests) },
    { fileName: 'invoices.json', records: withoutStoreFields(invoices) },
    { fileName: 'co-pilot-emails.json', records: withoutStoreFields(coPilotEmails) },
  ];
  const files: ExportFile[] = [
    ...invoices.map((invoice) => ({
      key: invoice.fileKey,
      name: `files/invoices/${invoice.invoiceId}/${safeName(invoice.fileName)}`,
    })),
    ...coPilotEmails.flatMap((email) =>
      [email.rawFile, ...email.attachmentFiles].map((file) => ({
        key: file.key,
        name: `files/co-pilot-emails/${email.aiOrderId}/${safeName(file.fileName)}`,
      })),
    ),
  ];
  return { records, files };
}
