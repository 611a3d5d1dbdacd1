import type { VenueEvent, VenueRegistered, VenueSupplierLinked } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domainError';

export type VenueState = { status: 'none' } | { status: 'registered'; venue: VenueRegistered; supplierIds: string[] };

export type VenueCommand =
  | { type: 'RegisterVenue'; venue: VenueRegistered }
  | { type: 'LinkSupplier'; link: VenueSupplierLinked };

export function evolveVenue(state: VenueState, event: VenueEvent): VenueState {
  switch (event.type) {
    case 'VenueRegistered':
      return { status: 'registered', venue: event.data, supplierIds: [] };
    case 'VenueSupplierLinked':
      if (state.status !== 'registered') return state;
      return { ...state, supplierIds: [...new Set([...state.supplierIds, event.data.supplierId])] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideVenue(command: VenueCommand, state: VenueState): VenueEvent[] {
  switch (command.type) {
    case 'RegisterVenue':
      if (state.status !== 'none') {
        throw new DomainError('VENUE_EXISTS', 'This venue is already registered', { status: 409 });
      }
      return [{ type: 'VenueRegistered', data: command.venue }];
    case 'LinkSupplier':
      if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'Venue was not found', { status: 404 });
      return [{ type: 'VenueSupplierLinked', data: command.link }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveVenue,
  decide: decideVenue,
};
