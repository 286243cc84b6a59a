/** An event as a decider sees it: plain readonly data, no id or metadata (the handler adds those). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** The decider pattern: pure decide/evolve over a stream's state. */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
  readonly initialState: () => State;
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
