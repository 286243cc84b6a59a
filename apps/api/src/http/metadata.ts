import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@wellway/event-store';
import { currentRequestContext } from './request-context.js';

export const SCHEMA_VERSION = 1;

/**
 * Metadata of the events a request appends. While a master impersonates, the request's context
 * carries them, so every event records `impersonatorId` without each handler passing it on.
 */
export function metadataFor(input: { actorId: string | null; siteId: string | null; correlationId: string; causationId?: string | null }): EventMetadata {
  return {
    actorId: input.actorId,
    siteId: input.siteId,
    correlationId: input.correlationId,
    causationId: input.causationId ?? null,
    impersonatorId: currentRequestContext()?.impersonatorId ?? null,
    schemaVersion: SCHEMA_VERSION,
  };
}

/** A caller-supplied X-Request-Id ties the request to its events; otherwise a fresh one. */
export function correlationIdOf(request: FastifyRequest): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w-]{8,64}$/.test(value) ? value : randomUUID();
}
