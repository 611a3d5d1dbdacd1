import type { DataplusOrder, DataplusSendEvent } from '@oms/contracts';
import { integrationErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** One purchase order's dataplus send: requested, then sent or failed; a failed send may be asked again. */
export type DataplusSendState =
  | { status: 'none' }
  | { status: 'requested' | 'sent' | 'failed'; venueId: string; poNumber: string };

export type DataplusSendCommand =
  | {
      type: 'RequestDataplusSend';
      venueId: string;
      poNumber: string;
      supplierId: string;
      order: DataplusOrder;
      /** The venue's dataplus flag (spec 02 §2.6), read by the service. */
      enabled: boolean;
      /** Spec 02 §2.4: only Confirmed or Changes orders are saved to dataplus. */
      orderSendable: boolean;
      /** Europe/London business date of `now`: invoice dates after it are refused. */
      today: string;
      now: string;
    }
  | { type: 'RecordDataplusSent'; receiptId: string; now: string }
  | { type: 'RecordDataplusSendFailed'; message: string; now: string };

export function evolveDataplusSend(state: DataplusSendState, event: DataplusSendEvent): DataplusSendState {
  switch (event.type) {
    case 'DataplusSendRequested':
      return { status: 'requested', venueId: event.data.venueId, poNumber: event.data.poNumber };
    case 'DataplusSent':
      return state.status === 'none' ? state : { ...state, status: 'sent' };
    case 'DataplusSendFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideDataplusSend(command: DataplusSendCommand, state: DataplusSendState): DataplusSendEvent[] {
  switch (command.type) {
    case 'RequestDataplusSend': {
      if (!command.enabled) throw domainErrorOf(integrationErrors.dataplusNotEnabled);
      if (state.status === 'requested' || state.status === 'sent') {
        throw domainErrorOf(integrationErrors.dataplusAlreadySent);
      }
      if (!command.orderSendable) throw domainErrorOf(integrationErrors.dataplusNotSendable);
      const info = command.order.dataplusInfo;
      if (info.invoiceNumber.trim() === '') throw domainErrorOf(integrationErrors.dataplusInvoiceNumberRequired);
      if (info.invoiceDate > command.today) throw domainErrorOf(integrationErrors.dataplusInvoiceDateInFuture);
      return [
        {
          type: 'DataplusSendRequested',
          data: {
            venueId: command.venueId,
            poNumber: command.poNumber,
            supplierId: command.supplierId,
            order: { ...command.order, dataplusInfo: { ...info, invoiceNumber: info.invoiceNumber.trim() } },
            requestedAt: command.now,
          },
        },
      ];
    }
    case 'RecordDataplusSent':
      // A workflow retry reporting the same send again records nothing.
      if (state.status !== 'requested') return [];
      return [
        {
          type: 'DataplusSent',
          data: { venueId: state.venueId, poNumber: state.poNumber, receiptId: command.receiptId, sentAt: command.now },
        },
      ];
    case 'RecordDataplusSendFailed':
      if (state.status !== 'requested') return [];
      return [
        {
          type: 'DataplusSendFailed',
          data: { venueId: state.venueId, poNumber: state.poNumber, message: command.message, failedAt: command.now },
        },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const dataplusSendDecider: Decider<DataplusSendState, DataplusSendCommand, DataplusSendEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveDataplusSend,
  decide: decideDataplusSend,
};
