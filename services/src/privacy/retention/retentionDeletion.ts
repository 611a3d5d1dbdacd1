import type { RetentionDeletionRecorded, RetentionEvent } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';

export type RetentionDeletionState = { recorded: boolean };

export type RetentionDeletionCommand = { type: 'RecordRetentionDeletion'; deletion: RetentionDeletionRecorded };

/** One stream a deletion: a run that finds it recorded (a retry, a second instance) records nothing more. */
export const retentionDeletionDecider: Decider<RetentionDeletionState, RetentionDeletionCommand, RetentionEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide: (command, state) => (state.recorded ? [] : [{ type: 'RetentionDeletionRecorded', data: command.deletion }]),
};
