/** Some ids of an append are already stored, but not as exactly these events of this stream. */
export class DuplicateEventIdError extends Error {
  readonly code = 'duplicate_event_id';
  constructor(
    readonly stream: string,
    readonly eventIds: readonly string[],
  ) {
    super(`Stream ${stream}: event ids already stored elsewhere or only in part: ${eventIds.join(', ')}`);
    this.name = 'DuplicateEventIdError';
  }
}

/** A command kept losing the optimistic-concurrency race; the API answers 409. */
export class ConcurrencyConflictError extends Error {
  readonly kind = 'conflict';
  readonly code = 'conflict';
  readonly status = 409;
  constructor(
    readonly stream: string,
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(`Stream ${stream} was changed concurrently; gave up after ${attempts} attempts`, options);
    this.name = 'ConcurrencyConflictError';
  }
}
