import type { FastifyReply } from 'fastify';
import type { Meta } from '@wellway/contracts';

/** The spec's envelope: `{ data, meta }`. Positions travel as JSON numbers. */
export function positionMeta(position: bigint | null): { position: number | null } {
  return { position: position === null ? null : Number(position) };
}

/** One resource in the envelope: `{ data, meta: {} }`. */
export function one<T>(data: T) {
  return { data, meta: {} };
}

/** A write's answer: what it wrote, and the log position it reached (read-your-writes), `{ data, meta: { position } }`. */
export function written<T>(data: T, position: bigint | null) {
  return { data, meta: positionMeta(position) };
}

export function list<T>(rows: readonly T[], meta: Meta = {}) {
  return { data: [...rows], meta: { total_records: rows.length, ...meta } };
}

/** The spec's error envelope, `{ errors: [...] }`: Nest's filter and the hooks that answer before Nest. */
export function sendErrors(reply: FastifyReply, status: number, errors: readonly string[]): FastifyReply {
  return reply.status(status).header('content-type', 'application/json; charset=utf-8').send({ errors });
}
