import { accountStreamId, type DataDeletionActioned, dataDeletionRequestStreamId, isErasedEmail } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { endSession } from '../../identity/signIn/identityService';
import type { CommandContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import { loadFoldedStream } from '../../platform/commands/streamStateCache';
import { fieldOf } from '../../platform/eventStore/storedEventOf';
import type { Platform } from '../../platform/platform';
import { dataDeletionRequestDecider } from '../dataDeletionRequest/dataDeletionRequest';
import type { PersonalDataKeys } from '../personalData/personalDataKeys';
import { destroySubjects, documentsHolding, refoldAfterErasure } from './forgetSubjects';

/**
 * Every address the account ever had (its stream, opened while its key still exists): what a person
 * sent from an address they later dropped (a Co-Pilot e-mail, a statistics address) is theirs too.
 */
async function addressesEverHeld(platform: Platform, accountId: string): Promise<string[]> {
  const events = await platform.eventStore.readStream(accountStreamId(accountId));
  return events.flatMap((event) => {
    const secondaryEmails = fieldOf(event.data, 'secondaryEmails');
    const held = [fieldOf(event.data, 'email'), ...(Array.isArray(secondaryEmails) ? secondaryEmails : [])];
    return held.filter((email): email is string => typeof email === 'string' && email !== '' && !isErasedEmail(email));
  });
}

/** Whose keys go: the account (if one has the address) and every address it ever had or the request names. */
async function subjectsToErase(platform: Platform, keys: PersonalDataKeys, requestEmail: string) {
  const accounts = readModels.accounts.in(platform.readStore);
  const account =
    (await accounts.findOne({ email: requestEmail })) ?? (await accounts.findOne({ secondaryEmails: requestEmail }));
  const emails = [
    requestEmail,
    ...(account
      ? [account.email, ...account.secondaryEmails, ...(await addressesEverHeld(platform, account._id))]
      : []),
  ];
  const subjects = new Set([
    ...(account ? [`account:${account._id}`] : []),
    ...emails.map((email) => keys.emailSubject(email)),
  ]);
  return { accountId: account?._id ?? null, subjects };
}

/**
 * Forgets the person a data deletion request names (docs/architecture.md "Forgetting a person"): their
 * sessions end, their keys are destroyed, the request is recorded as erased, and every read-model
 * document built from their fields is folded again, now reading "erased".
 */
export async function erasePerson(
  platform: Platform,
  context: CommandContext,
  request: { requestId: string; accountEmail: string },
  action: Omit<DataDeletionActioned, 'outcome' | 'erasedSubjects'>,
): Promise<{ position: number; subjects: number; documents: number }> {
  const keys = platform.personalData;
  if (!keys) throw new Error('This platform keeps no personal data keys');
  const streamId = dataDeletionRequestStreamId(request.requestId);
  // Refused (not found, already actioned) before any key is destroyed.
  const { state } = await loadFoldedStream(platform.eventStore, streamId, dataDeletionRequestDecider);
  dataDeletionRequestDecider.decide({ type: 'ActionDataDeletion', action: { ...action, outcome: 'erased' } }, state);

  const { accountId, subjects } = await subjectsToErase(platform, keys, request.accountEmail);
  const touched = await documentsHolding(platform, keys, subjects);
  if (accountId) {
    const open = await readModels.sessions.in(platform.readStore).find({ accountId, endedAt: null });
    for (const session of open) await endSession(platform, context, session._id, 'erased');
  }
  await destroySubjects(platform, keys, subjects);

  const outcome = await handleCommand(
    platform.eventStore,
    streamId,
    dataDeletionRequestDecider,
    { type: 'ActionDataDeletion', action: { ...action, outcome: 'erased', erasedSubjects: [...subjects].sort() } },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  const { documents } = await refoldAfterErasure(platform, touched);
  return { position: outcome.position, subjects: subjects.size, documents };
}
