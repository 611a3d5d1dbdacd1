import type { AccountingOrganisation, AccountingProvider, XeroConnectionEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** A venue's accounting connection as the integrations page and the send form read it; never a token. */
export type XeroConnectionDocument = {
  _id: string;
  venueId: string;
  provider: AccountingProvider;
  financeEmail: string;
  /** Null until the venue consents; the connection lives 90 days from here (connectionStatusAt). */
  authorisedAt: string | null;
  organisations: AccountingOrganisation[];
  [key: string]: unknown;
};

export const xeroConnectionsProjection = defineProjection<XeroConnectionDocument, XeroConnectionEvent>({
  name: 'xeroConnections',
  collection: 'xeroConnections',
  handles: ['XeroConnectionRequested', 'XeroConnectionAuthorised', 'XeroDisconnected'],
  indexes: [],
  documentIds: (event) => [event.data.venueId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'XeroConnectionRequested':
        // Reconnecting keeps what the venue could bill into until it consents again.
        return {
          _id: event.data.venueId,
          venueId: event.data.venueId,
          provider: event.data.provider,
          financeEmail: event.data.financeEmail,
          authorisedAt: document?.authorisedAt ?? null,
          organisations: document?.organisations ?? [],
        };
      case 'XeroConnectionAuthorised':
        if (!document) return null;
        return {
          ...document,
          provider: event.data.provider,
          authorisedAt: event.data.authorisedAt,
          organisations: event.data.organisations,
        };
      case 'XeroDisconnected':
        return null;
      default:
        return document;
    }
  },
});
