import { type ChatSide, identityErrors, reachesAdminArea } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Actor } from '../../platform/http/requestContext';
import type { Platform } from '../../platform/platform';

/** Who writes: the side of the conversation, and the supplier a supplier's admin writes for. */
export interface ChatParticipant {
  side: ChatSide;
  supplierId: string | null;
}

export interface ChatThreadAccess {
  participant: ChatParticipant;
  /** Support staff read a venue's thread with a supplier (they answer for the platform) but do not write in it. */
  canWrite: boolean;
}

const suppliesVenue = async (platform: Platform, venueId: string, supplierId: string) =>
  (await readModels.venueSuppliers.in(platform.readStore).findOne({ venueId, supplierId })) !== null;

/**
 * Who may open one thread of a venue's chat. The thread with support (threadSupplierId null): support
 * staff and the venue's own users. The thread with a supplier the venue buys from: the venue's users
 * and that supplier's admin; support staff read it. Nobody else, whatever ids the path names.
 */
export async function chatThreadAccessOf(
  platform: Platform,
  actor: Actor,
  venueId: string,
  threadSupplierId: string | null,
): Promise<ChatThreadAccess> {
  if (threadSupplierId !== null && !(await suppliesVenue(platform, venueId, threadSupplierId))) {
    throw domainErrorOf(identityErrors.forbidden);
  }
  if (reachesAdminArea(actor.roles)) {
    return { participant: { side: 'support', supplierId: null }, canWrite: threadSupplierId === null };
  }
  if (actor.venueIds.includes(venueId)) return { participant: { side: 'venue', supplierId: null }, canWrite: true };
  const supplierId = actor.roles.supplierAdminOf;
  if (supplierId && threadSupplierId === supplierId) {
    return { participant: { side: 'supplier', supplierId }, canWrite: true };
  }
  throw domainErrorOf(identityErrors.forbidden);
}

/** The threads of a venue the actor may open: null stands for the thread with support. */
export async function chatThreadIdsOf(platform: Platform, actor: Actor, venueId: string): Promise<(string | null)[]> {
  const linked = await readModels.venueSuppliers.in(platform.readStore).find({ venueId });
  const supplierIds = linked.map((link) => link.supplierId);
  if (reachesAdminArea(actor.roles) || actor.venueIds.includes(venueId)) return [null, ...supplierIds];
  const own = actor.roles.supplierAdminOf;
  if (own && supplierIds.includes(own)) return [own];
  throw domainErrorOf(identityErrors.forbidden);
}
