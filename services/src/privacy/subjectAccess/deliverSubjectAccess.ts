import { subjectAccessErrors, subjectAccessMessages, subjectAccessRequestStreamId } from '@oms/contracts';
import { readModels, type SubjectAccessRequestDocument } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform, PlatformOptions } from '../../platform/platform';
import { queueMail } from '../../support/mail/outbox';
import { subjectAccessRequestDecider } from './subjectAccessRequest';

export const subjectAccessMailId = (requestId: string) => `subject-access-ready-${requestId}`;

/** Where the person downloads their copy: the settings page of their first venue, where their account's cards are. */
function accountPageLink(publicUrl: string | undefined, venueIds: readonly string[]) {
  const base = (publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  return venueIds[0] ? `${base}/v/${encodeURIComponent(venueIds[0])}/settings` : base;
}

/**
 * The mail is queued first under an id of the request's own, so a retry after a failed delivery
 * sends it once; the delivery is recorded after it, and a second delivery is refused.
 */
export async function deliverSubjectAccess(
  platform: Platform,
  options: Pick<PlatformOptions, 'publicUrl'>,
  context: CommandContext,
  request: SubjectAccessRequestDocument,
  admin: { email: string },
) {
  if (request.status === 'delivered') throw domainErrorOf(subjectAccessErrors.alreadyDelivered);
  const account = await readModels.accounts.in(platform.readStore).findOne({ _id: request.accountId });
  const mailId = subjectAccessMailId(request.requestId);
  if (account) {
    await queueMail(
      platform,
      context,
      {
        to: account.email,
        subject: subjectAccessMessages.mailSubject,
        text: `Hello ${account.name},\n\nThe copy of your data you asked for is ready. Sign in and download it from the "${subjectAccessMessages.cardTitle}" card of your settings page:\n${accountPageLink(options.publicUrl, account.venueIds)}\n\nOMS`,
        purpose: 'notification',
        aboutAccountIds: [account.accountId],
      },
      mailId,
    );
  }
  const outcome = await handleCommand(
    platform.eventStore,
    subjectAccessRequestStreamId(request.requestId),
    subjectAccessRequestDecider,
    {
      type: 'DeliverSubjectAccess',
      delivery: {
        requestId: request.requestId,
        deliveredBy: admin.email,
        deliveredAt: context.now.toISOString(),
        mailId,
      },
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}
