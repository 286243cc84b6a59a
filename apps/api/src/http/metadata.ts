import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@wellway/event-store';
import type { CurrentUser } from './current-user.js';

export const SCHEMA_VERSION = 1;

/** Who acts: a signed-in user (with the master impersonating them, if any), or someone known by id alone. */
export type Actor = Pick<CurrentUser, 'id' | 'impersonatorId'>;

/** An actor with no session behind the request (signing in, registering, following a reset link). */
export function actorById(id: string): Actor {
  return { id, impersonatorId: null };
}

/**
 * Metadata of the events a request appends. While a master impersonates, the session's user
 * carries the master's id, so every event it appends records `impersonatorId`.
 */
export function metadataFor(input: {
  actor: Actor | null;
  siteId: string | null;
  correlationId: string;
  causationId?: string | null;
}): EventMetadata {
  return {
    actorId: input.actor?.id ?? null,
    siteId: input.siteId,
    correlationId: input.correlationId,
    causationId: input.causationId ?? null,
    impersonatorId: input.actor?.impersonatorId ?? null,
    schemaVersion: SCHEMA_VERSION,
  };
}

/** A caller-supplied X-Request-Id ties the request to its events; otherwise a fresh one. */
export function correlationIdOf(request: FastifyRequest): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w-]{8,64}$/.test(value) ? value : randomUUID();
}
