import type { OrderEvent, OrderPlaced } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domainError';

export type OrderState = { status: 'none' } | { status: 'placed'; order: OrderPlaced };

export interface RecordPlacedOrder {
  type: 'RecordPlacedOrder';
  order: OrderPlaced;
}

export type OrderCommand = RecordPlacedOrder;

export function evolveOrder(_state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return { status: 'placed', order: event.data };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'RecordPlacedOrder':
      if (state.status !== 'none') {
        throw new DomainError('ORDER_ALREADY_PLACED', 'This order has already been placed', { status: 409 });
      }
      return [{ type: 'OrderPlaced', data: command.order }];
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveOrder,
  decide: decideOrder,
};
