import { readModels } from '@oms/projections';
import { systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { deliverSubjectAccess } from '../privacy/subjectAccess/deliverSubjectAccess';
import { requestSubjectAccess } from '../privacy/subjectAccess/requestSubjectAccess';
import { demoAccountId } from './seedDemoAccounts';

const hours = (count: number) => count * 60 * 60 * 1000;

/**
 * The demo venue user asked for a copy of their data two days ago from their settings page and an
 * admin delivered it yesterday: their settings page offers the download, the admins' queue shows it.
 */
export async function seedDemoSubjectAccess(platform: Platform, links: { publicUrl: string }, now: Date) {
  const accountId = demoAccountId('venue@oms.test');
  const requestedAt = new Date(now.getTime() - hours(50));
  const { document } = await requestSubjectAccess(
    platform,
    { ...systemContext(requestedAt), actorAccountId: accountId, actorRole: 'venueUser', channel: 'dashboard' },
    accountId,
    'account',
  );
  const admin = await readModels.accounts.in(platform.readStore).findOne({ _id: demoAccountId('admin@oms.test') });
  const deliveredAt = new Date(now.getTime() - hours(26));
  await deliverSubjectAccess(
    platform,
    links,
    {
      ...systemContext(deliveredAt),
      actorAccountId: admin?.accountId ?? 'system',
      actorRole: 'admin',
      channel: 'dashboard',
    },
    document,
    { email: admin?.email ?? 'admin@oms.test' },
  );
}
