import type { DomainEvent } from '@oms/contracts';
import { expect } from 'vitest';
import type { Decider } from './decider';
import { DomainError } from './domainError';

/** given(events).when(command).then(events) | .thenThrows(code, message?) — STYLE 3. */
export function deciderSpecification<TState, TCommand, TEvent extends DomainEvent>(
  decider: Decider<TState, TCommand, TEvent>,
) {
  return {
    given(events: readonly TEvent[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: TCommand) {
          const run = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then is the house vocabulary (STYLE 3); never awaited.
            then(expected: readonly TEvent[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string, message?: string) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
              if (message !== undefined) expect((thrown as DomainError).message).toBe(message);
            },
          };
        },
      };
    },
  };
}
