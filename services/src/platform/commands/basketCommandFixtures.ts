import { basketStreamId, type NewEvent } from '@oms/contracts';
import type { CommandContext } from './commandContext';

/** Shared by the command-handling specs: one venue's basket, its commands and another writer's event. */
export const venueId = 'venue-1';
export const stream = basketStreamId(venueId);

export const commandContext = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  actorAccountId: 'account-7',
  actorRole: 'venueUser',
  channel: 'dashboard',
  correlationId: 'correlation-42',
  causationId: 'cause-1',
  now: new Date('2024-03-04T09:15:00.000Z'),
  ...overrides,
});

export const addToBasket = (productId: string, quantity: number) =>
  ({
    type: 'AddToBasket',
    venueId,
    productId,
    supplierId: 'supplier-1',
    quantity,
    supplier: { title: 'Supplier One', takesOrdersFromVenue: true },
  }) as const;

/** A basket line appended straight to the store, as another process or tab would. */
export function foreignEvent(eventId: string, productId: string, quantity = 1): NewEvent {
  return {
    eventId,
    type: 'BasketLineAdded',
    data: { venueId, productId, supplierId: 'supplier-2', quantity },
    schemaVersion: 1,
    metadata: {
      actorAccountId: 'account-other',
      actorRole: 'venueUser',
      channel: 'app',
      correlationId: 'correlation-other',
      causationId: null,
      recordedAt: '2024-03-04T09:14:59.000Z',
    },
  };
}
