import { createHash } from 'node:crypto';
import { formatPence, formatQuantity, type PurchaseOrderParams, type ReceiptingErrorReported } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { supplierMailRecipients } from '../../ordering/order/supplierOrderMail';
import type { CommandContext } from '../../platform/commands/commandContext';
import type { Platform } from '../../platform/platform';
import { queueMail } from '../../support/mail/outbox';
import { changeRequestPath } from './changeRequestToken';

export interface ChangeRequestLinks {
  secret: string;
  publicUrl: string;
}

/**
 * The supplier's e-mail when a venue sends receipting changes: what was reported and the signed
 * link to answer. Its id derives from the reports, so a retried send queues it once.
 */
export async function queueChangeRequestMail(
  platform: Platform,
  links: ChangeRequestLinks,
  params: PurchaseOrderParams,
  reports: readonly ReceiptingErrorReported[],
  context: CommandContext,
): Promise<number[]> {
  const [supplier, venue] = await Promise.all([
    readModels.suppliers.in(platform.readStore).findOne({ _id: params.supplierId }),
    readModels.venues.in(platform.readStore).findOne({ _id: params.venueId }),
  ]);
  const recipients = supplierMailRecipients(supplier);
  const venueTitle = venue?.title ?? params.venueId;
  const link = `${links.publicUrl.replace(/\/$/, '')}${changeRequestPath(links.secret, params, context.now)}`;
  const text = [
    `Hello ${supplier?.title ?? ''},`.replace(' ,', ','),
    '',
    `${venueTitle} has reported changes on delivery of PO ${params.poNumber}. Approve or reject each one:`,
    link,
    '',
    ...reports.map(
      (report) =>
        `${report.previous.title}: "${report.error}"${report.notes ? ` (${report.notes})` : ''}, quantity ${formatQuantity(report.previous.quantity)} to ${formatQuantity(report.updated.quantity)}, price ${formatPence(report.previous.price)} to ${formatPence(report.updated.price)}`,
    ),
    '',
    'OMS',
  ].join('\n');
  const positions: number[] = [];
  const key = reports.map((report) => report.reportId).join(',');
  for (const [index, to] of recipients.entries()) {
    const queued = await queueMail(
      platform,
      context,
      {
        to,
        subject: `Order Change Request from ${venueTitle} - PO ${params.poNumber}`,
        text,
        purpose: 'orderChangeRequest',
      },
      `changes-${params.venueId}-${params.supplierId}-${params.poNumber}-${index}-${hashOf(key)}`,
    );
    positions.push(queued.position);
  }
  return positions;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
