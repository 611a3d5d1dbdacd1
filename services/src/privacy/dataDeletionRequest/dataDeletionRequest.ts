import {
  type DataDeletionActioned,
  type DataDeletionEvent,
  type DataDeletionRequested,
  dataDeletionErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type DataDeletionRequestState = { requested: boolean; actioned: boolean };

export type DataDeletionRequestCommand =
  | { type: 'RequestDataDeletion'; request: DataDeletionRequested }
  | { type: 'ActionDataDeletion'; action: DataDeletionActioned };

/** One stream a request: sent once from the public form, then actioned once by an admin. */
export const dataDeletionRequestDecider: Decider<
  DataDeletionRequestState,
  DataDeletionRequestCommand,
  DataDeletionEvent
> = {
  initialState: () => ({ requested: false, actioned: false }),
  evolve: (state, event) =>
    event.type === 'DataDeletionRequested' ? { ...state, requested: true } : { ...state, actioned: true },
  decide: (command, state) => {
    if (command.type === 'RequestDataDeletion') {
      return state.requested ? [] : [{ type: 'DataDeletionRequested', data: command.request }];
    }
    if (!state.requested) throw domainErrorOf(dataDeletionErrors.requestNotFound);
    if (state.actioned) throw domainErrorOf(dataDeletionErrors.alreadyActioned);
    return [{ type: 'DataDeletionActioned', data: command.action }];
  },
};
