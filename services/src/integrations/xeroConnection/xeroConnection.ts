import type { AccountingOrganisation, AccountingProvider, XeroConnectionEvent } from '@oms/contracts';
import { connectionStatusAt, integrationErrors } from '@oms/contracts';
import { z } from 'zod';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type XeroConnectionState =
  | { status: 'none' }
  /** Asked to connect (the finance e-mail is kept), waiting for the venue's consent. */
  | { status: 'authorising'; venueId: string; financeEmail: string; provider: AccountingProvider; authorisedAt: null }
  | {
      status: 'authorised';
      venueId: string;
      financeEmail: string;
      provider: AccountingProvider;
      organisations: AccountingOrganisation[];
      authorisedAt: string;
    };

export type XeroConnectionCommand =
  | { type: 'ConnectXero'; venueId: string; financeEmail: string; provider: AccountingProvider; now: string }
  | {
      type: 'AuthoriseXero';
      venueId: string;
      provider: AccountingProvider;
      organisations: AccountingOrganisation[];
      now: string;
    }
  | { type: 'DisconnectXero'; venueId: string; now: string };

const emailSchema = z.email();

export function evolveXeroConnection(state: XeroConnectionState, event: XeroConnectionEvent): XeroConnectionState {
  switch (event.type) {
    case 'XeroConnectionRequested':
      return {
        status: 'authorising',
        venueId: event.data.venueId,
        financeEmail: event.data.financeEmail,
        provider: event.data.provider,
        authorisedAt: null,
      };
    case 'XeroConnectionAuthorised':
      if (state.status === 'none') return state;
      return {
        status: 'authorised',
        venueId: event.data.venueId,
        financeEmail: state.financeEmail,
        provider: event.data.provider,
        organisations: event.data.organisations,
        authorisedAt: event.data.authorisedAt,
      };
    case 'XeroDisconnected':
      return { status: 'none' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Where the venue's connection stands at `now` (spec 02 §5: re-authorise every 90 days). */
export const connectionStatusOf = (state: XeroConnectionState, now: string) =>
  connectionStatusAt(state.status === 'authorised' ? state.authorisedAt : null, now);

export function decideXeroConnection(
  command: XeroConnectionCommand,
  state: XeroConnectionState,
): XeroConnectionEvent[] {
  switch (command.type) {
    case 'ConnectXero': {
      const financeEmail = command.financeEmail.trim();
      if (financeEmail === '') throw domainErrorOf(integrationErrors.financeEmailRequired);
      if (!emailSchema.safeParse(financeEmail).success) throw domainErrorOf(integrationErrors.financeEmailInvalid);
      // Reconnecting an expired (or live) connection asks for consent again; the same ask twice is one ask.
      if (
        state.status === 'authorising' &&
        state.financeEmail === financeEmail &&
        state.provider === command.provider
      ) {
        return [];
      }
      return [
        {
          type: 'XeroConnectionRequested',
          data: { venueId: command.venueId, financeEmail, provider: command.provider, requestedAt: command.now },
        },
      ];
    }
    case 'AuthoriseXero':
      // Consent arrives only for a connection the venue asked for.
      if (state.status === 'none') throw domainErrorOf(integrationErrors.notConnected);
      return [
        {
          type: 'XeroConnectionAuthorised',
          data: {
            venueId: command.venueId,
            provider: command.provider,
            organisations: command.organisations,
            authorisedAt: command.now,
          },
        },
      ];
    case 'DisconnectXero':
      if (state.status === 'none') return [];
      return [{ type: 'XeroDisconnected', data: { venueId: command.venueId, disconnectedAt: command.now } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const xeroConnectionDecider: Decider<XeroConnectionState, XeroConnectionCommand, XeroConnectionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveXeroConnection,
  decide: decideXeroConnection,
};
