import { expect } from 'vitest';
import type { Decider, DomainEvent } from './decider.js';
import { DomainError } from './errors.js';

/** Given past events, when a command is decided, then these events — or this rejection. */
export function specFor<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[]) => ({
    when: (command: C) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly E[]) => expect(decide()).toEqual(expected),
        thenRejects: (code: string, message: string) => {
          let error: unknown;
          try {
            decide();
          } catch (caught) {
            error = caught;
          }
          expect(error).toBeInstanceOf(DomainError);
          expect(error).toMatchObject({ code, message });
        },
      };
    },
  });
}
