import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@oms/contracts';

/** A basket line as the dashboard records it: the typical small event of the write path. */
export function basketLineEvents(venueId: string, count: number, at = new Date()): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    eventId: randomUUID(),
    type: 'BasketLineAdded',
    schemaVersion: 1,
    data: {
      venueId,
      productId: `sup-brakes-p${String((index % 200) + 1).padStart(3, '0')}`,
      supplierId: 'sup-brakes',
      quantity: 1 + (index % 5),
    },
    metadata: {
      actorAccountId: 'demo-venue-user',
      actorRole: 'venueUser',
      channel: 'dashboard',
      correlationId: randomUUID(),
      causationId: null,
      recordedAt: at.toISOString(),
    },
  }));
}
