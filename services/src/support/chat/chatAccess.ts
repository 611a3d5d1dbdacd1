import { type ChatSide, identityErrors, reachesAdminArea } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Actor } from '../../platform/http/requestContext';
import type { Platform } from '../../platform/platform';

export interface ChatParticipant {
  side: ChatSide;
  supplierId: string | null;
}

/**
 * Who may read and write a venue's conversation: support staff (admins, TFR admins) for every
 * venue, the venue's own users, and the admin of a supplier the venue buys from.
 */
export async function chatParticipantOf(platform: Platform, actor: Actor, venueId: string): Promise<ChatParticipant> {
  if (reachesAdminArea(actor.roles)) return { side: 'support', supplierId: null };
  if (actor.venueIds.includes(venueId)) return { side: 'venue', supplierId: null };
  const supplierId = actor.roles.supplierAdminOf;
  if (supplierId) {
    const supplies = await readModels.venueSuppliers.in(platform.readStore).findOne({ venueId, supplierId });
    if (supplies) return { side: 'supplier', supplierId };
  }
  throw domainErrorOf(identityErrors.forbidden);
}
