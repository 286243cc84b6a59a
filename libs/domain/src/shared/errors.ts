/** HTTP-facing class of a domain rejection; the API maps it to a status code. */
export type DomainErrorKind = 'validation' | 'not_found' | 'forbidden' | 'conflict' | 'unauthenticated';

const statusOf: Record<DomainErrorKind, number> = {
  validation: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  unauthenticated: 401,
};

/** A business-rule rejection with a stable code and the message a user reads. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = statusOf[kind];
  }
}
