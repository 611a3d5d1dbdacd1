import type { Platform } from '../platform';
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
import { seedDemoSearchIndex } from './seedDemoSearchIndex';
import { seedDemoShoppingLists } from './seedDemoShoppingLists';
import { seedDemoSpecialPurchases } from './seedDemoSpecialPurchases';
import { seedDemoStockTakes } from './seedDemoStockTakes';
import { seedDemoSupplierPortal } from './seedDemoSupplierPortal';
import { seedDemoVenueAdmin } from './seedDemoVenueAdmin';
import { seedDemoXero } from './seedDemoXero';
import { seedManualOrders } from './seedManualOrders';
import { seedSupplierDecisions } from './seedSupplierDecisions';

/**
 * The whole embedded demo, in order: generated catalogue and history first, then each area's
 * demo data. Loaded by the app only on a start that finds an empty store.
 */
export async function seedDemo(platform: Platform, links: { secret: string; publicUrl: string }): Promise<void> {
  await seedDemoData(platform);
  await seedSupplierDecisions(platform);
  await seedManualOrders(platform);
  await seedDemoAccounts(platform);
  await seedDemoChat(platform);
  await seedDemoSupplierPortal(platform);
  await seedDemoSearchIndex(platform);
  await seedDemoShoppingLists(platform);
  await seedDemoSpecialPurchases(platform, links);
  await seedDemoInvoiceUploads(platform);
  await seedDemoReceipting(platform, links);
  await seedDemoStockTakes(platform);
  await seedDemoRecipes(platform);
  await seedDemoGrossProfit(platform);
  await seedDemoXero(platform);
  await seedDemoDataplus(platform);
  await seedDemoDataDeletion(platform);
  await seedDemoVenueAdmin(platform);
  await seedDemoCoPilot(platform);
}
