import {
  type ActivityEmailFrequency,
  businessDateOf,
  grossProfitReport,
  statisticsPeriod,
  venueErrors,
  venueStatisticsMail,
} from '@oms/contracts';
import { grossProfitEntries } from '@oms/projections';
import { type CommandContext, systemContext } from '../../platform/commands/commandContext';
import { DomainError, domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import { queueMail } from '../../support/mail/outbox';
import { findVenue } from '../findVenue';
import { adminSettingsOf } from '../venue/venue';

/**
 * Queues the venue's statistics e-mail to each of its statistics addresses. `mailKey` (a scheduled
 * run's id) makes a retried send queue nothing twice; a manual send has none.
 */
export async function sendVenueStatistics(
  platform: Platform,
  venueId: string,
  context: CommandContext,
  options: { frequency?: Exclude<ActivityEmailFrequency, 'off'>; mailKey?: string } = {},
): Promise<{ sent: number }> {
  const venue = await findVenue(platform, venueId);
  const settings = adminSettingsOf(venue, venue.adminSettings);
  if (settings.statsReciveEmails.length === 0) throw domainErrorOf(venueErrors.noStatsEmails);
  const { from, to } = statisticsPeriod(businessDateOf(context.now), options.frequency ?? 'weekly');
  const report = grossProfitReport(from, to, await grossProfitEntries(platform.readStore, venueId, from, to));
  const mail = venueStatisticsMail(venue.title, report);
  let last = 0;
  for (const to of settings.statsReciveEmails) {
    const queued = await queueMail(
      platform,
      context,
      { to, ...mail, purpose: 'venueStatistics' },
      ...(options.mailKey ? [`venueStats-${options.mailKey}-${to}`] : []),
    );
    last = Math.max(last, queued.position);
  }
  await platform.runner.waitFor(last);
  return { sent: settings.statsReciveEmails.length };
}

/**
 * A scheduled run (the Temporal activity): the mail is keyed by the run, so a retried activity queues
 * nothing twice; a venue since deleted or left without addresses sends nothing.
 */
export async function sendScheduledVenueStatistics(
  platform: Platform,
  input: { venueId: string; frequency: Exclude<ActivityEmailFrequency, 'off'>; idempotencyKey: string },
  context: CommandContext = systemContext(platform.clock()),
): Promise<{ sent: number }> {
  try {
    return await sendVenueStatistics(platform, input.venueId, context, {
      frequency: input.frequency,
      mailKey: input.idempotencyKey,
    });
  } catch (error) {
    if (error instanceof DomainError && (error.options.status ?? 400) < 500) return { sent: 0 };
    throw error;
  }
}
