import type {
  SpecialPurchaseDecision,
  SpecialPurchaseDetails,
  SpecialPurchaseEvent,
  SpecialPurchaseStatus,
  StoredFile,
} from '@oms/contracts';
import { specialPurchaseErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type SpecialPurchaseState =
  | { status: 'none' }
  | { status: SpecialPurchaseStatus; requestId: string; venueId: string; reminders: number };

export type SpecialPurchaseCommand =
  | {
      type: 'RequestSpecialPurchase';
      requestId: string;
      venueId: string;
      details: SpecialPurchaseDetails;
      inPriceFile: boolean | null;
      now: string;
    }
  /** From the manager's link; a different answer replaces the earlier one, the same answer changes nothing. */
  | { type: 'DecideSpecialPurchase'; decision: SpecialPurchaseDecision; now: string }
  /** The request's one file; a second replaces the first. */
  | { type: 'AttachFile'; venueId: string; file: StoredFile }
  /** From the approval workflow while the manager has not answered. */
  | { type: 'RecordReminder'; reminder: 'first' | 'last'; now: string };

export function evolveSpecialPurchase(state: SpecialPurchaseState, event: SpecialPurchaseEvent): SpecialPurchaseState {
  switch (event.type) {
    case 'SpecialPurchaseRequested':
      return { status: 'pending', requestId: event.data.requestId, venueId: event.data.venueId, reminders: 0 };
    case 'SpecialPurchaseDecided':
      return state.status === 'none' ? state : { ...state, status: event.data.decision };
    case 'SpecialPurchaseReminderSent':
      return state.status === 'none' ? state : { ...state, reminders: state.reminders + 1 };
    case 'SpecialPurchaseFileAttached':
      return state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideSpecialPurchase(
  command: SpecialPurchaseCommand,
  state: SpecialPurchaseState,
): SpecialPurchaseEvent[] {
  switch (command.type) {
    case 'RequestSpecialPurchase':
      // A repeated submit of the same request (same id) records it once.
      if (state.status !== 'none') return [];
      return [
        {
          type: 'SpecialPurchaseRequested',
          data: {
            ...command.details,
            requestId: command.requestId,
            venueId: command.venueId,
            requestedAt: command.now,
            inPriceFile: command.inPriceFile,
          },
        },
      ];
    case 'DecideSpecialPurchase':
      if (state.status === 'none') throw domainErrorOf(specialPurchaseErrors.notFound);
      if (state.status === command.decision) return [];
      return [
        {
          type: 'SpecialPurchaseDecided',
          data: {
            requestId: state.requestId,
            venueId: state.venueId,
            decision: command.decision,
            decidedAt: command.now,
          },
        },
      ];
    case 'AttachFile':
      // A request of another venue is, to this venue, no request at all.
      if (state.status === 'none' || state.venueId !== command.venueId) {
        throw domainErrorOf(specialPurchaseErrors.notFound);
      }
      return [
        {
          type: 'SpecialPurchaseFileAttached',
          data: { requestId: state.requestId, venueId: state.venueId, file: command.file },
        },
      ];
    case 'RecordReminder':
      // Answered meanwhile, or this reminder already went out: nothing to send.
      if (state.status !== 'pending') return [];
      if (state.reminders >= (command.reminder === 'first' ? 1 : 2)) return [];
      return [
        {
          type: 'SpecialPurchaseReminderSent',
          data: { requestId: state.requestId, venueId: state.venueId, reminder: command.reminder, sentAt: command.now },
        },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const specialPurchaseDecider: Decider<SpecialPurchaseState, SpecialPurchaseCommand, SpecialPurchaseEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSpecialPurchase,
  decide: decideSpecialPurchase,
};
