import { createHash } from 'node:crypto';
import {
  httpErrors,
  type InvoiceUploaderType,
  invoiceUploadErrors,
  invoiceUploadItemsSchema,
  isLimitReached,
  usageOf,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { newId } from '../../platform/eventStore/newId';
import type { Actor } from '../../platform/http/requestContext';
import type { Platform } from '../../platform/platform';
import { planUsageFor } from '../../subscriptions/planUsage';

/** The `items` field of the upload form: one entry per file, in the files' order. */
export function parseUploadItems(raw: string | undefined, fileCount: number) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw domainErrorOf(invoiceUploadErrors.itemsMismatch);
  }
  const parsed = invoiceUploadItemsSchema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    throw domainErrorOf(httpErrors.validation, { fields });
  }
  if (parsed.data.length !== fileCount) throw domainErrorOf(invoiceUploadErrors.itemsMismatch);
  return parsed.data;
}

/** Each file's supplier: one of the venue's own (its title from the catalogue), or "Other" with the typed name. */
export async function suppliersOfItems(
  platform: Platform,
  venueId: string,
  items: ReturnType<typeof parseUploadItems>,
): Promise<{ supplierId: string | null; supplierTitle: string }[]> {
  return Promise.all(
    items.map(async (item) => {
      if (!item.supplierId) {
        if (!item.supplierTitle) throw domainErrorOf(invoiceUploadErrors.supplierRequired);
        return { supplierId: null, supplierTitle: item.supplierTitle };
      }
      const link = await readModels.venueSuppliers
        .in(platform.readStore)
        .findOne({ venueId, supplierId: item.supplierId });
      const supplier = link && (await readModels.suppliers.in(platform.readStore).findOne({ _id: item.supplierId }));
      if (!supplier) throw domainErrorOf(invoiceUploadErrors.unknownSupplier);
      return { supplierId: item.supplierId, supplierTitle: supplier.title };
    }),
  );
}

/** Uploads the venue's plan still allows this month (null: unlimited); refused at once when none are left. */
export async function remainingUploadsOf(platform: Platform, venueId: string): Promise<number | null> {
  const usage = usageOf((await planUsageFor(platform, venueId)).usage, 'Upload_Invoices_Dashboard');
  return isLimitReached(usage) ? 0 : usage.remaining;
}

export function uploaderOf(actor: Actor): { accountId: string; name: string; userType: InvoiceUploaderType } {
  return { accountId: actor.accountId, name: actor.name, userType: actor.roles.isAdmin ? 'Admin' : 'Customer' };
}

/** A retried upload (same Idempotency-Key) names the same invoices, which the decider then finds recorded. */
export function newInvoiceIds(venueId: string, count: number, context: CommandContext): string[] {
  return Array.from({ length: count }, (_, index) =>
    context.idempotencyKey
      ? `inv-${createHash('sha256').update(`${venueId}\n${context.idempotencyKey}\n${index}`).digest('hex').slice(0, 32)}`
      : `inv-${newId()}`,
  );
}
