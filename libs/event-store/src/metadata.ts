import type { EventMetadata } from './port.js';

/**
 * The shape of events written today; an upcaster reads older ones (see upcasting.ts). 2: personal
 * data is sealed (docs/personal-data.md); a log holding personal data written at 1 is refused
 * (findEventWrittenBeforeSealing): it must be re-seeded. 3: saved reports' free text is sealed
 * too (the policy's `sealedFrom`); a ReportSaved written at 2 is refused the same way.
 */
export const SCHEMA_VERSION = 3;

/** Who acts: a user (with the master impersonating them, if any), or someone known by id alone. */
export interface Actor {
  readonly id: string;
  readonly impersonatorId: string | null;
}

/** An actor with no session behind the command (signing in, registering, following a reset link). */
export function actorById(id: string): Actor {
  return { id, impersonatorId: null };
}

/** What a command's events say about why they happened; `metadataFor` stamps the rest. */
export interface MetadataInput {
  /** Null for the system (a worker, the seed) or an anonymous caller. */
  readonly actor: Actor | null;
  readonly siteId: string | null;
  readonly correlationId: string;
  /** The event this command reacts to, for workers. */
  readonly causationId?: string | null;
}

/**
 * Metadata of the events one command appends: the API, the workers and the seed all stamp it
 * here. While a master impersonates, the actor carries the master's id as `impersonatorId`.
 */
export function metadataFor(input: MetadataInput): EventMetadata {
  return {
    actorId: input.actor?.id ?? null,
    siteId: input.siteId,
    correlationId: input.correlationId,
    causationId: input.causationId ?? null,
    impersonatorId: input.actor?.impersonatorId ?? null,
    schemaVersion: SCHEMA_VERSION,
  };
}
