import { randomUUID } from 'node:crypto';
import { supplierFeedbackStreamId, venueStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { feedbackDecider } from '../supplierPortal/feedback/feedback';
import { venueDecider } from '../venues/venue/venue';
import { demoAccountId } from './seedDemoAccounts';

const brakes = 'sup-brakes';
const fees = [0, 750, 0, 1000, 500];

/**
 * Brakes keeps its customers' details on the Customers screen: account numbers of its own, who to
 * write to, a delivery fee for some; and it has told OMS what it thinks twice. The commands are
 * appended one after another; the start-up waits for the read models once, after every seeder.
 */
export async function seedDemoSupplierPortal(platform: Platform, now: Date): Promise<void> {
  const { eventStore, readStore } = platform;
  const context = {
    ...systemContext(now),
    actorAccountId: demoAccountId('supplier@oms.test'),
    actorRole: 'supplierAdmin' as const,
  };
  const supplier = await readModels.suppliers.in(readStore).findOne({ _id: brakes });
  if (!supplier) return;
  const links = await readModels.venueSuppliers.in(readStore).find({ supplierId: brakes }, { sort: { venueId: 1 } });
  const venues = await readModels.venues.in(readStore).find({ _id: { $in: links.map((link) => link.venueId) } });
  const titles = new Map(venues.map((venue) => [venue._id, venue.title]));
  for (const [index, link] of links.entries()) {
    const title = titles.get(link.venueId) ?? link.venueId;
    const mailbox = title
      .toLowerCase()
      .replace(/^the\s+/, '')
      .replace(/[^a-z0-9]+/g, '');
    await handleCommand(
      eventStore,
      venueStreamId(link.venueId),
      venueDecider,
      {
        type: 'SetSupplierCustomer',
        supplierId: brakes,
        mustBeNew: false,
        terms: {
          accountNumber: String(410_200 + index * 17),
          minOrderValue: link.minOrderValue,
          deliveryDays: link.deliveryDays ?? supplier.deliveryDays,
          orderCutOffTime: link.orderCutOffTime ?? supplier.cutOffTime,
        },
        details: {
          customerEmail: `orders@${mailbox || 'venue'}.example`,
          accountName: `${title} Ltd`,
          deliveryFee: fees[index % fees.length] ?? 0,
          priceFileSupplierId: brakes,
        },
      },
      context,
    );
  }
  const feedback = [
    {
      daysAgo: 12,
      rating: 8,
      comment: 'Orders arrive cleanly and the checklist saves our drivers a call. More customer insight, please.',
    },
    { daysAgo: 2, rating: 9, comment: 'The customer list and analytics are exactly what our reps asked for.' },
  ];
  for (const each of feedback) {
    const feedbackId = randomUUID();
    await handleCommand(
      eventStore,
      supplierFeedbackStreamId(feedbackId),
      feedbackDecider,
      {
        type: 'GiveFeedback',
        feedback: {
          feedbackId,
          supplierId: brakes,
          rating: each.rating,
          comment: each.comment,
          givenBy: 'supplier@oms.test',
          givenAt: new Date(now.getTime() - each.daysAgo * 86_400_000).toISOString(),
        },
      },
      context,
    );
  }
}
