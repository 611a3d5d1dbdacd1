import type { DomainEvent } from '@oms/contracts';

/** Spec STYLE 2: pure and synchronous; time, ids and actor arrive in the command. */
export interface Decider<TState, TCommand, TEvent extends DomainEvent> {
  initialState: () => TState;
  evolve: (state: TState, event: TEvent) => TState;
  decide: (command: TCommand, state: TState) => TEvent[];
}

export function foldEvents<TState, TEvent extends DomainEvent>(
  decider: Pick<Decider<TState, unknown, TEvent>, 'initialState' | 'evolve'>,
  events: readonly TEvent[],
): TState {
  return events.reduce(decider.evolve, decider.initialState());
}
