import { type AccountRoles, accountStreamId, legacyUserStreamId, noRoles } from '@oms/contracts';
import { type AccountCommand, accountDecider } from '../identity/account/account';
import { accountIdForEmail } from '../identity/account/accountId';
import { legacyUserDecider } from '../identity/legacyPool/legacyUser';
import { hashLegacyPassword } from '../identity/passwords/legacyPasswordHashing';
import { registerAccount } from '../identity/signIn/identityService';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { seedDemoCredit } from './seedDemoCredit';

/** The demo's shared password; documented in the README. */
export const demoPassword = 'Demo!Pass1';

interface DemoAccount {
  email: string;
  name: string;
  roles: AccountRoles;
  venueIds: string[];
  orderCaptureEmail?: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@oms.test', name: 'Alex Morgan', roles: { ...noRoles, isAdmin: true }, venueIds: [] },
  {
    email: 'venue@oms.test',
    name: 'Sam Whitfield',
    roles: noRoles,
    venueIds: ['ven-crown-anchor', 'ven-harbour-kitchen'],
  },
  {
    email: 'supplier@oms.test',
    name: 'Priya Shah',
    roles: { ...noRoles, supplierAdminOf: 'sup-brakes' },
    venueIds: [],
    orderCaptureEmail: 'orders.brakes@capture.oms.test',
  },
  { email: 'tfr@oms.test', name: 'Jordan Blake', roles: { ...noRoles, isTfrAdmin: true }, venueIds: [] },
];

/** A user still in the legacy pool: the first sign-in migrates them (spec 02 §7). */
export const demoLegacyUser = { legacyUserId: 'legacy-0001', email: 'legacy@oms.test', name: 'Robin Hale' };

export async function seedDemoAccounts(platform: Platform, now: Date): Promise<void> {
  const context = systemContext(now);
  for (const demo of demoAccounts) {
    const account = await registerAccount(
      platform,
      context,
      { name: demo.name, email: demo.email, password: demoPassword },
      'demo',
    );
    const commands: AccountCommand[] = [
      { type: 'SetRoles', roles: demo.roles },
      ...demo.venueIds.map((venueId): AccountCommand => ({ type: 'GrantVenue', venueId })),
      ...(demo.orderCaptureEmail
        ? [{ type: 'SetOrderCapture', orderCaptureEmail: demo.orderCaptureEmail } as AccountCommand]
        : []),
    ];
    for (const command of commands) {
      await handleCommand(platform.eventStore, accountStreamId(account.accountId), accountDecider, command, context);
    }
  }
  await handleCommand(
    platform.eventStore,
    legacyUserStreamId(demoLegacyUser.legacyUserId),
    legacyUserDecider,
    { type: 'ImportLegacyUser', ...demoLegacyUser, passwordHash: await hashLegacyPassword(demoPassword) },
    context,
  );
  await platform.runner.waitForAll(await platform.eventStore.headPosition());
  await seedDemoCredit(platform, now);
}

export const demoAccountId = (email: string) => accountIdForEmail(email);
