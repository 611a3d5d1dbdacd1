import type { BasketEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface BasketDocument {
  _id: string;
  venueId: string;
  lines: { productId: string; supplierId: string; quantity: number }[];
  [key: string]: unknown;
}

export const basketsProjection = defineProjection<BasketDocument, BasketEvent>({
  name: 'baskets',
  collection: 'baskets',
  handles: ['BasketLineAdded', 'BasketLineQuantityChanged', 'BasketLineRemoved', 'BasketOrderPlaced'],
  // One basket per venue, always read by its _id.
  indexes: [],
  documentIds: (event) => [event.data.venueId],
  evolve: (document, event) => {
    const basket = document ?? { _id: event.data.venueId, venueId: event.data.venueId, lines: [] };
    switch (event.type) {
      case 'BasketLineAdded': {
        const { productId, supplierId, quantity } = event.data;
        const existing = basket.lines.find((line) => line.productId === productId);
        const lines = existing
          ? basket.lines.map((line) =>
              line.productId === productId ? { ...line, quantity: line.quantity + quantity } : line,
            )
          : [...basket.lines, { productId, supplierId, quantity }];
        return { ...basket, lines };
      }
      case 'BasketLineQuantityChanged':
        return {
          ...basket,
          lines: basket.lines.map((line) =>
            line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line,
          ),
        };
      case 'BasketLineRemoved':
        return { ...basket, lines: basket.lines.filter((line) => line.productId !== event.data.productId) };
      case 'BasketOrderPlaced':
        return { ...basket, lines: [] };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
