import {
  type CustomerFormValues,
  customerCsvHeadings,
  customerFormSchema,
  customerMessages,
  type Weekday,
  weekdays,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { z } from 'zod';
import { DomainError } from '../../platform/commands/domainError';
import type { AppliedRow, CsvImportKind } from '../../platform/csvImport/csvImport';
import type { Platform } from '../../platform/platform';
import { addCustomer } from './customerCommands';
import { priceFilesOf, supplierOf } from './customerViews';

/** "Mon, Wed" / "monday;friday" / "tue thu": the days by their first three letters. */
export function parseDeliveryDays(text: string): Weekday[] {
  const names = text
    .toLowerCase()
    .split(/[\s,;/|]+/)
    .filter(Boolean);
  return names.flatMap((name) => weekdays.filter((day) => day.toLowerCase().startsWith(name.slice(0, 3))));
}

export type CustomerRow = CustomerFormValues & { priceFileTitle: string };

/**
 * Spec 03 §5 customer CSV: the template's headings exactly, one customer a row, checked with the
 * Add Customer form's own messages. A venue already on the platform under the same name and post
 * code is taken on; any other is registered.
 */
export async function customersCsv(platform: Platform, supplierId: string): Promise<CsvImportKind<CustomerRow>> {
  const supplier = await supplierOf(platform, supplierId);
  const priceFiles = priceFilesOf(supplier);
  const [ownPriceFile] = priceFiles;
  const priceFileIdOf = (title: string) => {
    const wanted = title.trim().toLowerCase();
    if (!wanted) return ownPriceFile?.supplierId ?? supplierId;
    const found = priceFiles.find((file) =>
      [file.title, file.secondTitle, `${file.title} ${file.secondTitle}`.trim()].some(
        (name) => name.toLowerCase() === wanted,
      ),
    );
    return found?.supplierId ?? '';
  };

  const row = z
    .record(z.string(), z.string())
    .transform((cells) => ({
      emailOfCustomer: cells['Email of Customer'] ?? '',
      accountName: cells['Account Name'] ?? '',
      venueName: cells['Venue Name'] ?? '',
      accountNumber: cells['Account Number'] ?? '',
      addressCity: cells['Address City'] ?? '',
      addressLine1: cells['Address Line 1'] ?? '',
      addressLine2: cells['Address Line 2'] ?? '',
      addressPostCode: cells['Address Post Code'] ?? '',
      deliveryDays: parseDeliveryDays(cells['Delivery Days'] ?? ''),
      minimumOrder: cells['Minimum Order'] ?? '',
      deliveryFee: cells['Delivery Fee'] ?? '',
      orderCutOffTime: cells['Order Cut-Off Time'] ?? '',
      priceFileSupplierId: priceFileIdOf(cells['Price File'] ?? ''),
      priceFileTitle: cells['Price File'] ?? '',
    }))
    .pipe(customerFormSchema.extend({ priceFileTitle: z.string() }));

  return {
    kind: 'customers',
    headings: customerCsvHeadings,
    row,
    label: (cells) => cells['Venue Name'] || cells['Email of Customer'] || '(no venue name)',
    async apply(rows, context) {
      const outcomes: AppliedRow[] = [];
      let lastPosition = 0;
      for (const { row: customer, line } of rows) {
        const existing = await readModels.venues.in(platform.readStore).findOne({
          titleKey: customer.venueName.toLowerCase(),
          addressPostCode: customer.addressPostCode,
        });
        if (existing) {
          const link = await readModels.venueSuppliers.in(platform.readStore).findOne({
            venueId: existing._id,
            supplierId,
          });
          if (link) {
            outcomes.push({ outcome: 'skipped', reason: customerMessages.alreadyCustomer });
            continue;
          }
        }
        try {
          // Each row its own key: the upload's key must not make every new venue the same stream.
          const rowContext = context.idempotencyKey
            ? { ...context, idempotencyKey: `${context.idempotencyKey}:${line}` }
            : context;
          const added = await addCustomer(platform, supplierId, customer, existing?._id, rowContext, {
            waitForReadModels: false,
          });
          lastPosition = Math.max(lastPosition, added.position);
          outcomes.push({ outcome: 'created' });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ outcome: 'rejected', reason: error.message });
        }
      }
      // One wait a batch, not a row: the next batch's matching reads what this one added.
      if (lastPosition > 0) await platform.runner.waitFor(lastPosition);
      return outcomes;
    },
  };
}
