import { type DomainEvent, queryKeys } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { reactionsTo } from './notificationReactions';

/** Every key the dashboard's queries can have, from contracts' factories, for one venue and supplier. */
function everyQueryKey(venueId: string, supplierId: string): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [];
  for (const group of Object.values(queryKeys)) {
    for (const factory of Object.values(group)) {
      if (Array.isArray(factory)) keys.push(factory);
      else if (typeof factory === 'function') {
        keys.push(factory(venueId, supplierId, 'x', 'y', 'z'));
        // A venue's own thread of a chat: no supplier.
        keys.push(factory(venueId, null));
        // The supplier portal's keys start from the supplier.
        keys.push(factory(supplierId, 'x', 'y', 'z', 1));
      }
    }
  }
  return keys;
}

const isPrefixOf = (prefix: readonly string[], key: readonly unknown[]) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part);

const venueId = 'v-1';
const supplierId = 's-1';
const order = { venueId, supplierId, supplierTitle: 'Fresh Fish', status: 'confirmed' as const };
const events: [DomainEvent, string][] = [
  [orderPlaced({ orderId: 'o-1', venueId, supplierId }), 'order-o-1'],
  [{ type: 'OrderApprovedBySupplier', data: { orderId: 'o-1', lines: [], via: 'checklist' } }, 'order-o-1'],
  [{ type: 'OrderLinesAdjustedByAdmin', data: { orderId: 'o-1', lines: [] } }, 'order-o-1'],
  [
    { type: 'ChatMessageSent', data: { venueId, side: 'venue', fromName: 'Sam', threadSupplierId: null } },
    `chat-${venueId}`,
  ],
  [
    { type: 'ChatMessageSent', data: { venueId, side: 'venue', fromName: 'Sam', threadSupplierId: supplierId } },
    `chat-${venueId}`,
  ],
  [{ type: 'BasketLineAdded', data: { venueId } }, `basket-${venueId}`],
  [{ type: 'BasketOrderPlaced', data: { venueId } }, `basket-${venueId}`],
  [{ type: 'VenueSettingsUpdated', data: { venueId } }, `venue-${venueId}`],
  [{ type: 'SubscriptionChanged', data: { venueId } }, `subscription-${venueId}`],
  [
    { type: 'SpecialPurchaseDecided', data: { requestId: 'r-1', venueId, decision: 'approved' } },
    'specialPurchase-r-1',
  ],
];

describe('realtime refreshes name keys the dashboard really queries', () => {
  it.each(events)('%o', (event, streamId) => {
    const reactions = reactionsTo(recordedAt(event, 1, streamId), { order, venueTitle: 'The Crown' });
    expect(reactions.length).toBeGreaterThan(0);
    const known = everyQueryKey(venueId, supplierId);
    for (const prefix of reactions.flatMap((reaction) => reaction.invalidate)) {
      expect(
        known.some((key) => isPrefixOf(prefix, key)),
        `${prefix.join('/')} is no query's key`,
      ).toBe(true);
    }
  });

  it('would catch a key that no query uses', () => {
    expect(
      everyQueryKey(venueId, supplierId).some((key) => isPrefixOf(['suppliers', supplierId, 'parcels'], key)),
    ).toBe(false);
  });
});
