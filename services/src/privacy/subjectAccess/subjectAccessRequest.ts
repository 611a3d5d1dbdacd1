import {
  type SubjectAccessDelivered,
  type SubjectAccessEvent,
  type SubjectAccessRequested,
  subjectAccessErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type SubjectAccessRequestState =
  | { status: 'none' }
  | { status: 'pending'; accountId: string }
  | { status: 'delivered'; accountId: string };

export type SubjectAccessRequestCommand =
  | { type: 'RequestSubjectAccess'; request: SubjectAccessRequested }
  | { type: 'DeliverSubjectAccess'; delivery: SubjectAccessDelivered };

/** One stream a request: asked once (by the person or an admin for them), then delivered once. */
export const subjectAccessRequestDecider: Decider<
  SubjectAccessRequestState,
  SubjectAccessRequestCommand,
  SubjectAccessEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SubjectAccessRequested':
        return { status: 'pending', accountId: event.data.accountId };
      case 'SubjectAccessDelivered':
        return state.status === 'none' ? state : { status: 'delivered', accountId: state.accountId };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestSubjectAccess':
        return state.status === 'none' ? [{ type: 'SubjectAccessRequested', data: command.request }] : [];
      case 'DeliverSubjectAccess':
        if (state.status === 'none') throw domainErrorOf(subjectAccessErrors.requestNotFound);
        if (state.status === 'delivered') throw domainErrorOf(subjectAccessErrors.alreadyDelivered);
        return [{ type: 'SubjectAccessDelivered', data: command.delivery }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
