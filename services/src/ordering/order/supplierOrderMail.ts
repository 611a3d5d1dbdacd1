import { formatOrderDate, formatPence, type OrderPlaced, orderTotal } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import type { FollowUpCommand } from '../../platform/commands/handleCommand';
import type { Platform, PlatformOptions } from '../../platform/platform';
import { queueMail, queueMailFollowUp } from '../../support/mail/outbox';
import { checklistPath } from '../checklist/checklistToken';

export type OrderMailLinks = Pick<PlatformOptions, 'sessionSecret' | 'publicUrl'>;

/** A supplier's order address first, then its copies: trimmed, lowercased, each once. */
export function supplierMailRecipients(
  supplier: { emailAddress?: string; secondEmailAddresses?: readonly string[] } | null | undefined,
): string[] {
  return [
    ...new Set(
      [supplier?.emailAddress, ...(supplier?.secondEmailAddresses ?? [])]
        .filter((address): address is string => typeof address === 'string' && address.trim() !== '')
        .map((address) => address.trim().toLowerCase()),
    ),
  ];
}

/** The supplier's order e-mail and the addresses it goes to (order e-mail first, then the copies). */
export async function supplierOrderMail(platform: Platform, links: OrderMailLinks, order: OrderPlaced, now: Date) {
  const [supplier, venue] = await Promise.all([
    readModels.suppliers.in(platform.readStore).findOneReadOnly({ _id: order.supplierId }),
    readModels.venues.in(platform.readStore).findOneReadOnly({ _id: order.venueId }),
  ]);
  const recipients = supplierMailRecipients(supplier);
  const venueTitle = venue?.title ?? order.venueId;
  const path = checklistPath(
    links.sessionSecret,
    {
      venueId: order.venueId,
      supplierId: order.supplierId,
      date: order.orderedDate,
      orderNumber: order.poNumber ?? 'all',
    },
    now,
  );
  const link = `${(links.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '')}${path}`;
  const total = orderTotal(order.lines, order.deliveryFee);
  const address = venue
    ? [venue.addressLine1, venue.addressLine2, venue.addressCity, venue.addressPostCode].filter(Boolean).join(', ')
    : '';
  const text = [
    `Hello ${order.supplierTitle},`,
    '',
    `${venueTitle} has placed a new order${order.poNumber ? ` (PO ${order.poNumber})` : ''} for delivery on ${formatOrderDate(order.requiredDeliveryDay)}.`,
    '',
    'Accept or reject each product on the checklist:',
    link,
    '',
    ...order.lines.map(
      (line) =>
        `${line.quantity} x ${line.title} ${line.size} (${line.sku}) at ${formatPence(line.unitPrice)}${line.hasVat ? ' + VAT' : ''}`,
    ),
    '',
    ...(order.deliveryFee ? [`Delivery fee: ${formatPence(order.deliveryFee)}`] : []),
    `Total: ${formatPence(total)} including VAT`,
    ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    '',
    `Deliver to: ${venueTitle}${address ? `, ${address}` : ''}`,
    ...(venue?.phoneNumber ? [`Phone: ${venue.phoneNumber}`] : []),
    '',
    'OMS',
  ].join('\n');
  return {
    recipients,
    subject: `New order from ${venueTitle}${order.poNumber ? ` - PO ${order.poNumber}` : ''}`,
    text,
    link,
  };
}

/** An order's notes are its placer's words: the mail that quotes them is sealed under them too. */
const aboutPlacer = (order: OrderPlaced) => (order.notes ? { aboutAccountIds: [order.placedBy] } : {});

/** Derived from the order, so a retried placement queues each mail once. */
const orderMailId = (orderId: string, index: number) => `order-${orderId}-${index}`;

/**
 * Queues the supplier's order e-mail through the outbox. Placing an order uses ids derived from the
 * order, so a retried placement queues nothing twice; an admin's resend is a new mail each time.
 */
export async function queueSupplierOrderMail(
  platform: Platform,
  links: OrderMailLinks,
  order: OrderPlaced,
  context: CommandContext,
  options: { resend?: boolean } = {},
): Promise<{ recipients: string[]; positions: number[] }> {
  if (order.placedManually) return { recipients: [], positions: [] };
  const mail = await supplierOrderMail(platform, links, order, context.now);
  const positions: number[] = [];
  for (const [index, to] of mail.recipients.entries()) {
    const mailId = options.resend ? undefined : orderMailId(order.orderId, index);
    const queued = await queueMail(
      platform,
      context,
      { to, subject: mail.subject, text: mail.text, purpose: 'supplierOrder', ...aboutPlacer(order) },
      mailId,
    );
    positions.push(queued.position);
  }
  return { recipients: mail.recipients, positions };
}

/** The supplier's order e-mails as outbox commands, to record in the same append as the order. */
export async function supplierOrderMailFollowUps(
  platform: Platform,
  links: OrderMailLinks,
  order: OrderPlaced,
  context: CommandContext,
): Promise<FollowUpCommand[]> {
  if (order.placedManually) return [];
  const mail = await supplierOrderMail(platform, links, order, context.now);
  return mail.recipients.map((to, index) =>
    queueMailFollowUp(
      context,
      { to, subject: mail.subject, text: mail.text, purpose: 'supplierOrder', ...aboutPlacer(order) },
      orderMailId(order.orderId, index),
    ),
  );
}
