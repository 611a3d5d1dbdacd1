import { isValid, parseISO } from 'date-fns';
import type { Platform } from '../platform/platform';
import { seedDemoAccounts } from './seedDemoAccounts';
import { seedDemoChat } from './seedDemoChat';
import { seedDemoCoPilot } from './seedDemoCoPilot';
import { seedDemoData } from './seedDemoData';
import { seedDemoDataDeletion } from './seedDemoDataDeletion';
import { seedDemoDataplus } from './seedDemoDataplus';
import { seedDemoGrossProfit } from './seedDemoGrossProfit';
import { seedDemoInvoiceUploads } from './seedDemoInvoiceUploads';
import { seedDemoReceipting } from './seedDemoReceipting';
import { seedDemoRecipes } from './seedDemoRecipes';
import { seedDemoRetention } from './seedDemoRetention';
import { seedDemoSearchIndex } from './seedDemoSearchIndex';
import { seedDemoShoppingLists } from './seedDemoShoppingLists';
import { seedDemoSpecialPurchases } from './seedDemoSpecialPurchases';
import { seedDemoStockTakes } from './seedDemoStockTakes';
import { seedDemoSubjectAccess } from './seedDemoSubjectAccess';
import { seedDemoSupplierPortal } from './seedDemoSupplierPortal';
import { seedDemoVenueAdmin } from './seedDemoVenueAdmin';
import { seedDemoXero } from './seedDemoXero';
import { seedManualOrders } from './seedManualOrders';
import { seedSupplierDecisions } from './seedSupplierDecisions';

/**
 * The whole embedded demo as of `now`, in order: generated catalogue and history first, then each
 * area's demo data. Loaded by the app only on a start that finds an empty store. While it seeds,
 * the platform's clock stands at `now` (services that read the clock agree with the seeders, and
 * nothing is recorded after it); the real clock is put back after, so the app runs on real time.
 */
export async function seedDemo(
  platform: Platform,
  links: { secret: string; publicUrl: string },
  now: Date = platform.clock(),
): Promise<void> {
  const realClock = platform.clock;
  platform.clock = () => now;
  try {
    await seedDemoData(platform, now);
    await seedSupplierDecisions(platform, now);
    await seedManualOrders(platform, now);
    await seedDemoAccounts(platform, now);
    await seedDemoChat(platform, now);
    await seedDemoSupplierPortal(platform, now);
    await seedDemoSearchIndex(platform, now);
    await seedDemoShoppingLists(platform, now);
    await seedDemoSpecialPurchases(platform, links, now);
    await seedDemoInvoiceUploads(platform, now);
    await seedDemoReceipting(platform, links, now);
    await seedDemoStockTakes(platform, now);
    await seedDemoRecipes(platform, now);
    await seedDemoGrossProfit(platform, now);
    await seedDemoXero(platform, now);
    await seedDemoDataplus(platform, now);
    await seedDemoDataDeletion(platform, now);
    await seedDemoSubjectAccess(platform, links, now);
    await seedDemoVenueAdmin(platform, now);
    await seedDemoCoPilot(platform, now);
    await seedDemoRetention(platform, now);
  } finally {
    platform.clock = realClock;
  }
}

/** `OMS_DEMO_NOW` (an ISO date-time) seeds the demo as of that moment; unset, as of the real now. */
export function demoNowFrom(env: NodeJS.ProcessEnv, realNow: Date): Date {
  const value = env.OMS_DEMO_NOW?.trim();
  if (!value) return realNow;
  const parsed = parseISO(value);
  if (!isValid(parsed)) {
    throw new Error(`OMS_DEMO_NOW must be an ISO date-time such as 2026-11-28T09:30:00Z, not "${value}"`);
  }
  return parsed;
}
