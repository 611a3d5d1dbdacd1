import { isErasedEmail } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { Platform } from '../platform';
import type { FileOwner } from './fileStore';

/**
 * Files stored plain before sealing (issue 48) are sealed in place under their owners' keys: each
 * Co-Pilot e-mail's message and attachments under its sender's address, each uploaded invoice under
 * its uploader's account. A file whose owner was erased meanwhile is deleted instead, as sealing it
 * would leave it unreadable anyway. Run once a start, by the retention schedule's first pass;
 * files already sealed are only looked at.
 */
export async function sealStoredFiles(platform: Platform): Promise<{ sealed: number; deleted: number }> {
  const files = platform.files;
  if (!files.sealInPlace) return { sealed: 0, deleted: 0 };
  let sealed = 0;
  let deleted = 0;
  const seal = async (keys: string[], owner: FileOwner, erased: boolean) => {
    for (const key of keys) {
      if (erased) {
        if ((await files.head(key)) && !(await files.isErased?.(key))) {
          await files.delete(key);
          deleted += 1;
        }
      } else if ((await files.sealInPlace?.(key, [owner])) === 'sealed') sealed += 1;
    }
  };
  const emails = await readModels.aiOrders.in(platform.readStore).find({});
  for (const order of emails) {
    if (!order.from) continue;
    const keys = [order.rawFile.key, ...order.attachmentFiles.map((file) => file.key)];
    await seal(keys, { email: order.from }, isErasedEmail(order.from));
  }
  const invoices = await readModels.uploadedInvoices.in(platform.readStore).find({});
  const uploaders = await readModels.accounts
    .in(platform.readStore)
    .find({ _id: { $in: [...new Set(invoices.map((invoice) => invoice.uploadedBy))] } });
  const erasedUploaders = new Set(
    uploaders.filter((account) => isErasedEmail(account.email)).map((account) => account._id),
  );
  for (const invoice of invoices) {
    await seal([invoice.fileKey], { accountId: invoice.uploadedBy }, erasedUploaders.has(invoice.uploadedBy));
  }
  return { sealed, deleted };
}
