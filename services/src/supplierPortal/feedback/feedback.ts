import type { FeedbackEvent, SupplierFeedbackGiven } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';

export type FeedbackState = { given: boolean };
export type FeedbackCommand = { type: 'GiveFeedback'; feedback: SupplierFeedbackGiven };

/** One stream a piece of feedback: given once, never edited (an idempotent repeat records nothing). */
export const feedbackDecider: Decider<FeedbackState, FeedbackCommand, FeedbackEvent> = {
  initialState: () => ({ given: false }),
  evolve: (_state, _event) => ({ given: true }),
  decide: (command, state) => (state.given ? [] : [{ type: 'SupplierFeedbackGiven', data: command.feedback }]),
};
