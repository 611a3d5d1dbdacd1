import type { AccountingConnectionStatus, StoredFile, XeroBill, XeroBillEvent } from '@oms/contracts';
import { integrationErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** One purchase order's bill: requested, then sent or failed; a failed send may be asked again. */
export type XeroBillState =
  | { status: 'none' }
  | { status: 'requested' | 'sent' | 'failed'; venueId: string; poNumber: string; billId: string | null };

export type XeroBillCommand =
  | {
      type: 'RequestXeroBill';
      venueId: string;
      poNumber: string;
      orderIds: string[];
      organisationId: string;
      accountId: string;
      bill: XeroBill;
      fileId: string | null;
      /** A file uploaded for this bill, sent instead of the PO's invoice. */
      storedFile?: StoredFile;
      /** The venue's connection at `now`, read by the service from the connection stream. */
      connection: AccountingConnectionStatus;
      /** Spec 02 §2.4: only Confirmed or Changes orders go to the accounting service. */
      orderSendable: boolean;
      now: string;
    }
  /** From the send workflow, keyed by the accounting service's bill id. */
  | { type: 'RecordXeroBillSent'; billId: string; now: string }
  | { type: 'RecordXeroBillFailed'; message: string; now: string };

export function evolveXeroBill(state: XeroBillState, event: XeroBillEvent): XeroBillState {
  switch (event.type) {
    case 'XeroBillRequested':
      return { status: 'requested', venueId: event.data.venueId, poNumber: event.data.poNumber, billId: null };
    case 'XeroBillSent':
      return state.status === 'none' ? state : { ...state, status: 'sent', billId: event.data.billId };
    case 'XeroBillFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideXeroBill(command: XeroBillCommand, state: XeroBillState): XeroBillEvent[] {
  switch (command.type) {
    case 'RequestXeroBill': {
      if (command.connection === 'not connected') throw domainErrorOf(integrationErrors.notConnected);
      if (command.connection === 'expired') throw domainErrorOf(integrationErrors.connectionExpired);
      if (state.status === 'requested' || state.status === 'sent') throw domainErrorOf(integrationErrors.alreadySent);
      if (!command.orderSendable) throw domainErrorOf(integrationErrors.notSendable);
      return [
        {
          type: 'XeroBillRequested',
          data: {
            venueId: command.venueId,
            poNumber: command.poNumber,
            orderIds: command.orderIds,
            organisationId: command.organisationId,
            accountId: command.accountId,
            bill: command.bill,
            fileId: command.fileId,
            ...(command.storedFile ? { storedFile: command.storedFile } : {}),
            requestedAt: command.now,
          },
        },
      ];
    }
    case 'RecordXeroBillSent':
      // A workflow retry reporting the same bill again records nothing.
      if (state.status !== 'requested') return [];
      return [
        {
          type: 'XeroBillSent',
          data: { venueId: state.venueId, poNumber: state.poNumber, billId: command.billId, sentAt: command.now },
        },
      ];
    case 'RecordXeroBillFailed':
      if (state.status !== 'requested') return [];
      return [
        {
          type: 'XeroBillFailed',
          data: { venueId: state.venueId, poNumber: state.poNumber, message: command.message, failedAt: command.now },
        },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const xeroBillDecider: Decider<XeroBillState, XeroBillCommand, XeroBillEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveXeroBill,
  decide: decideXeroBill,
};
