import type { BasketEvent } from '@oms/contracts';

export interface BasketLine {
  productId: string;
  supplierId: string;
  quantity: number;
}

export interface BasketState {
  lines: BasketLine[];
}

export const initialBasketState = (): BasketState => ({ lines: [] });

export function evolveBasket(state: BasketState, event: BasketEvent): BasketState {
  switch (event.type) {
    case 'BasketLineAdded': {
      const { productId, supplierId, quantity } = event.data;
      const existing = state.lines.find((line) => line.productId === productId);
      if (!existing) return { lines: [...state.lines, { productId, supplierId, quantity }] };
      return {
        lines: state.lines.map((line) =>
          line.productId === productId ? { ...line, quantity: line.quantity + quantity } : line,
        ),
      };
    }
    case 'BasketLineQuantityChanged':
      return {
        lines: state.lines.map((line) =>
          line.productId === event.data.productId ? { ...line, quantity: event.data.quantity } : line,
        ),
      };
    case 'BasketLineRemoved':
      return { lines: state.lines.filter((line) => line.productId !== event.data.productId) };
    case 'BasketOrderPlaced':
      return { lines: [] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
