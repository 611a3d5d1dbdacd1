import { systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { subscriptionCommands } from '../subscriptions/subscriptionCommands';

/** The demo's plans, activated by an OMS admin: The Crown & Anchor on Pro, Harbour Kitchen on Free. */
export async function seedDemoSubscriptions(platform: Platform, now: Date): Promise<void> {
  const commands = subscriptionCommands(platform.eventStore);
  const context = { ...systemContext(now), actorAccountId: 'demo-oms-admin', actorRole: 'admin' as const };
  await commands.activatePlan('ven-crown-anchor', 'pro', context);
  await commands.activatePlan('ven-harbour-kitchen', 'free', context);
}
