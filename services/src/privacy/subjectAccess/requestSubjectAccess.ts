import { randomUUID } from 'node:crypto';
import { subjectAccessErrors, subjectAccessRequestStreamId } from '@oms/contracts';
import { readModels, type SubjectAccessRequestDocument } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { subjectAccessRequestDecider } from './subjectAccessRequest';

/** Starts a request for the account, or answers the one still pending: a person needs one copy at a time. */
export async function requestSubjectAccess(
  platform: Platform,
  context: CommandContext,
  accountId: string,
  requestedVia: 'account' | 'admin',
): Promise<{ document: SubjectAccessRequestDocument; created: boolean }> {
  const requests = readModels.subjectAccessRequests.in(platform.readStore);
  const pending = await requests.findOne({ accountId, status: 'pending' });
  if (pending) return { document: pending, created: false };
  const requestId = randomUUID();
  const outcome = await handleCommand(
    platform.eventStore,
    subjectAccessRequestStreamId(requestId),
    subjectAccessRequestDecider,
    {
      type: 'RequestSubjectAccess',
      request: { requestId, accountId, requestedAt: context.now.toISOString(), requestedVia },
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  const document = await requests.findOne({ _id: requestId });
  if (!document) throw domainErrorOf(subjectAccessErrors.requestNotFound);
  return { document, created: true };
}
