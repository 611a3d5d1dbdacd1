import type { RequestSpecialPurchaseBody, SpecialPurchaseDecision } from '@oms/contracts';
import { systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import type { ApprovalLinks } from '../specialPurchases/specialPurchaseMails';
import { decideSpecialPurchase, requestSpecialPurchase } from '../specialPurchases/specialPurchaseService';

const HOUR_MS = 60 * 60 * 1000;

const staff = { staffName: 'Sam Whitfield', staffEmail: 'venue@oms.test' };
const manager = { managerName: 'Alex Morgan', managerEmail: 'admin@oms.test' };

const requests: Array<{
  hoursAgo: number;
  body: RequestSpecialPurchaseBody;
  decision?: { decision: SpecialPurchaseDecision; hoursAgo: number };
}> = [
  {
    hoursAgo: 6 * 24,
    body: {
      ...staff,
      ...manager,
      sku: 'KS-PAN-28',
      itemName: 'Copper sauté pan 28 cm',
      itemCostPence: 18_950,
      justification: 'Two pans warped in service this week.',
      supplierId: null,
      supplierTitle: 'Kitchen Supplies Direct',
    },
    decision: { decision: 'approved', hoursAgo: 5 * 24 },
  },
  {
    hoursAgo: 3 * 24,
    body: {
      ...staff,
      ...manager,
      sku: 'WINE-CH-12',
      itemName: 'Case of vintage champagne',
      itemCostPence: 64_000,
      justification: 'For the private party on Saturday.',
      supplierId: null,
      supplierTitle: 'Berry & Sons',
    },
    decision: { decision: 'declined', hoursAgo: 2 * 24 },
  },
  {
    hoursAgo: 2,
    body: {
      ...staff,
      ...manager,
      sku: 'GLS-COUPE-24',
      itemName: 'Coupe glasses, box of 24',
      itemCostPence: 7_499,
      justification: '',
      supplierId: null,
      supplierTitle: 'Bar Equipment Co',
    },
  },
];

/**
 * The Crown & Anchor (Pro) asks for approval in all three states; the last request waits, and its
 * approval e-mail is in the demo mailbox of admin@oms.test, the manager here.
 */
export async function seedDemoSpecialPurchases(platform: Platform, links: ApprovalLinks, now: Date) {
  for (const entry of requests) {
    const requestedAt = new Date(now.getTime() - entry.hoursAgo * HOUR_MS);
    const context = {
      ...systemContext(requestedAt),
      actorAccountId: 'demo-venue-manager',
      actorRole: 'venueUser' as const,
    };
    const { requestId } = await requestSpecialPurchase(platform, links, 'ven-crown-anchor', entry.body, context);
    if (entry.decision) {
      const decidedAt = new Date(now.getTime() - entry.decision.hoursAgo * HOUR_MS);
      await decideSpecialPurchase(platform, requestId, entry.decision.decision, {
        ...systemContext(decidedAt),
        channel: 'email',
      });
    }
  }
}
